/**
 * @generated SignedSource<<5ede842b593ce2c9d76ce1fa1d893ac4>>
 * @relayHash f61d7a9e552f3092c211f2bd6220f97e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e2e6c1214ce60698bfd941e89b8eb6f577ff905d16e830406d15e719b299c22

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
    "id": "3e2e6c1214ce60698bfd941e89b8eb6f577ff905d16e830406d15e719b299c22",
    "metadata": {},
    "name": "AccountMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c356d76e1694d7b70753e7535f6501d";

export default node;
