/**
 * @generated SignedSource<<4ab992a52e803e0596c8261e89a287f8>>
 * @relayHash 728973aec7624e39f25bcb8595dc4ef3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bb4c1a5dfd70be39b6ed7b4bc46a7c48d7a0798f377a001bd3397c0c6f96614

import { ConcreteRequest } from 'relay-runtime';
export type AccountMutationsSignOutMutation$variables = Record<PropertyKey, never>;
export type AccountMutationsSignOutMutation$data = {
  readonly signOut: {
    readonly __typename: string;
    readonly data?: boolean;
    readonly message?: string;
  };
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "signOut",
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
        "type": "SignOutPayload",
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
    "id": "7bb4c1a5dfd70be39b6ed7b4bc46a7c48d7a0798f377a001bd3397c0c6f96614",
    "metadata": {},
    "name": "AccountMutationsSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "21258433a36947c2c6b1750093e4d81b";

export default node;
