/**
 * @generated SignedSource<<aa34a04bb594082cff38daabc25c6053>>
 * @relayHash 0c00d7a7a08080ac44b1224136dc0965
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f8f2b62f5cc81c723692f2c55f189519996ea09546217baeed80fc8e4e2a0ee

import { ConcreteRequest } from 'relay-runtime';
export type InviteByEmailMutation$variables = {
  email: string;
  meetupId: string;
};
export type InviteByEmailMutation$data = {
  readonly inviteByEmail: {
    readonly __typename: string;
    readonly data?: {
      readonly email: string;
      readonly expiresAt: any;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type InviteByEmailMutation = {
  response: InviteByEmailMutation$data;
  variables: InviteByEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetupId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "meetupId",
        "variableName": "meetupId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "inviteByEmail",
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
            "concreteType": "PendingInvitation",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationInviteByEmailSuccess",
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
    "name": "InviteByEmailMutation",
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
    "name": "InviteByEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4f8f2b62f5cc81c723692f2c55f189519996ea09546217baeed80fc8e4e2a0ee",
    "metadata": {},
    "name": "InviteByEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8551b375b98c407a2476c3fc7a9d83b0";

export default node;
