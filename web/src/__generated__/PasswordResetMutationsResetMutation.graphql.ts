/**
 * @generated SignedSource<<6d56fc2c15ad5430e96e31c9bbf5e271>>
 * @relayHash 3f71e70cd8e83208dba1e0239a7fd7ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5eab3e1f0c08a79b99f6cdaba6a6c69599b7d80365dafdf285ef580279d690e

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetMutationsResetMutation$variables = {
  password: string;
  token: string;
};
export type PasswordResetMutationsResetMutation$data = {
  readonly resetPassword: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
    };
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type PasswordResetMutationsResetMutation = {
  response: PasswordResetMutationsResetMutation$data;
  variables: PasswordResetMutationsResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resetPassword",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ResetPasswordPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PasswordResetMutationsResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PasswordResetMutationsResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b5eab3e1f0c08a79b99f6cdaba6a6c69599b7d80365dafdf285ef580279d690e",
    "metadata": {},
    "name": "PasswordResetMutationsResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8520fd2ebb6a86653fd70838551e734";

export default node;
