/**
 * @generated SignedSource<<8163fee8e55822285917d5c248cb66a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddParticipantsDialogCheckQuery$variables = {
  meetupId: string;
  value: string;
};
export type AddParticipantsDialogCheckQuery$data = {
  readonly inviteeCheck: {
    readonly __typename: string;
    readonly data?: {
      readonly alreadyInGather: boolean;
      readonly displayName: string | null | undefined;
      readonly email: string | null | undefined;
      readonly gatherId: string | null | undefined;
      readonly isEmail: boolean;
      readonly userExists: boolean;
    };
    readonly message?: string;
  };
};
export type AddParticipantsDialogCheckQuery = {
  response: AddParticipantsDialogCheckQuery$data;
  variables: AddParticipantsDialogCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetupId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "value"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "gatherIdOrEmail",
        "variableName": "value"
      },
      {
        "kind": "Variable",
        "name": "meetupId",
        "variableName": "meetupId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "inviteeCheck",
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
            "concreteType": "InviteeCheck",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userExists",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isEmail",
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
                "name": "gatherId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alreadyInGather",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "InviteeCheckPayload",
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
    "name": "AddParticipantsDialogCheckQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AddParticipantsDialogCheckQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0e4bc8bae33fbfe81914a895cabb1b17",
    "id": null,
    "metadata": {},
    "name": "AddParticipantsDialogCheckQuery",
    "operationKind": "query",
    "text": "query AddParticipantsDialogCheckQuery(\n  $value: String!\n  $meetupId: ID!\n) {\n  inviteeCheck(gatherIdOrEmail: $value, meetupId: $meetupId) {\n    __typename\n    ... on InviteeCheckPayload {\n      data {\n        userExists\n        isEmail\n        email\n        gatherId\n        displayName\n        alreadyInGather\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee485dcdc9691b1b0a2db192eeca6e69";

export default node;
