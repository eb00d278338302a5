/**
 * @generated SignedSource<<1eb0eb03273e47d9eeefa5ab137d78d8>>
 * @relayHash 5d2190a650b4f37ed89d06077394f6a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfb8f7a5eded241af87cb1f36b759b41eae6200e6a8da1f3823ca09a249e0ac4

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
    "id": "cfb8f7a5eded241af87cb1f36b759b41eae6200e6a8da1f3823ca09a249e0ac4",
    "metadata": {},
    "name": "AccountMutationsSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6e673f066bebde57a76627056ccd05b1";

export default node;
