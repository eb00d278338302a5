/**
 * @generated SignedSource<<4a80561d73aded416cc1b86a28723ec0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
        "type": "InviteByEmailPayload",
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
    "cacheID": "4bec443a6abbc6ead20e8c148e7e2cd7",
    "id": null,
    "metadata": {},
    "name": "InviteByEmailMutation",
    "operationKind": "mutation",
    "text": "mutation InviteByEmailMutation(\n  $meetupId: ID!\n  $email: String!\n) {\n  inviteByEmail(meetupId: $meetupId, email: $email) {\n    __typename\n    ... on InviteByEmailPayload {\n      data {\n        id\n        email\n        expiresAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c62dab151d52fde4c67f92581558e2b";

export default node;
