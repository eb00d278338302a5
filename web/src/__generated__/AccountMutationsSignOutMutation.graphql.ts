/**
 * @generated SignedSource<<63be4489203229e57c3865dec8ef826e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountMutationsSignOutMutation$variables = Record<PropertyKey, never>;
export type AccountMutationsSignOutMutation$data = {
  readonly signOut: boolean;
};
export type AccountMutationsSignOutMutation = {
  response: AccountMutationsSignOutMutation$data;
  variables: AccountMutationsSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signOut",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountMutationsSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountMutationsSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5d2190a650b4f37ed89d06077394f6a7",
    "id": null,
    "metadata": {},
    "name": "AccountMutationsSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation AccountMutationsSignOutMutation {\n  signOut\n}\n"
  }
};
})();

(node as any).hash = "6e673f066bebde57a76627056ccd05b1";

export default node;
