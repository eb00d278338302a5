/**
 * @generated SignedSource<<15a1e0962d0de2db600a6de507854ab8>>
 * @relayHash c71c0af905cd1a7426d0e77e7fbfb53b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c152abf3adf993c64e80ee04a4ea6195011efcbecd9f3855c13ba081ce975b3

import { ConcreteRequest } from 'relay-runtime';
export type AccountMutationsDeleteMutation$variables = Record<PropertyKey, never>;
export type AccountMutationsDeleteMutation$data = {
  readonly deleteAccount: {
    readonly __typename: string;
    readonly data?: boolean;
    readonly message?: string;
  };
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "DeleteAccountPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
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
    "id": "5c152abf3adf993c64e80ee04a4ea6195011efcbecd9f3855c13ba081ce975b3",
    "metadata": {},
    "name": "AccountMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6a1cf63c60db166bcb2e810c95fa66c";

export default node;
