/**
 * @generated SignedSource<<53eea4ce6c09b3d445302f0f5428c566>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountMutationsDeleteMutation$variables = Record<PropertyKey, never>;
export type AccountMutationsDeleteMutation$data = {
  readonly deleteAccount: boolean;
};
export type AccountMutationsDeleteMutation = {
  response: AccountMutationsDeleteMutation$data;
  variables: AccountMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deleteAccount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountMutationsDeleteMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountMutationsDeleteMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f61d7a9e552f3092c211f2bd6220f97e",
    "id": null,
    "metadata": {},
    "name": "AccountMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AccountMutationsDeleteMutation {\n  deleteAccount\n}\n"
  }
};
})();

(node as any).hash = "8c356d76e1694d7b70753e7535f6501d";

export default node;
