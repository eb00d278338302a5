/**
 * @generated SignedSource<<bddce1d363e7c915c5848f71e7d0bbad>>
 * @relayHash 02a90dc7c30b7184e6aa19ffb4474aa3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a9f2e131b492b4203450236d2110ec151ebd37ed3425b2cdd800074e06f68c7

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetMutationsRequestMutation$variables = {
  email: string;
};
export type PasswordResetMutationsRequestMutation$data = {
  readonly requestPasswordReset: {
    readonly __typename: string;
    readonly data?: {
      readonly message: string;
    };
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type PasswordResetMutationsRequestMutation = {
  response: PasswordResetMutationsRequestMutation$data;
  variables: PasswordResetMutationsRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "RequestPasswordResetPayload",
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
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PasswordResetMutationsRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasswordResetMutationsRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8a9f2e131b492b4203450236d2110ec151ebd37ed3425b2cdd800074e06f68c7",
    "metadata": {},
    "name": "PasswordResetMutationsRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc69f5dac92a1393905b050399203d03";

export default node;
