/**
 * @generated SignedSource<<7b4b88012d4343871ea3db3b12f1c7f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitationMailMutationsRemindMutation$variables = {
  meetupId: string;
};
export type InvitationMailMutationsRemindMutation$data = {
  readonly remindPending: {
    readonly __typename: string;
    readonly data?: {
      readonly emailsSent: number;
    };
    readonly message?: string;
  };
};
export type InvitationMailMutationsRemindMutation = {
  response: InvitationMailMutationsRemindMutation$data;
  variables: InvitationMailMutationsRemindMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetupId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meetupId",
        "variableName": "meetupId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "remindPending",
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
            "concreteType": "EmailsSent",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailsSent",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RemindPendingPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationMailMutationsRemindMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationMailMutationsRemindMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6db369b97d96f9afc448279f09b0f29e",
    "id": null,
    "metadata": {},
    "name": "InvitationMailMutationsRemindMutation",
    "operationKind": "mutation",
    "text": "mutation InvitationMailMutationsRemindMutation(\n  $meetupId: ID!\n) {\n  remindPending(meetupId: $meetupId) {\n    __typename\n    ... on RemindPendingPayload {\n      data {\n        emailsSent\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3b527f27f3f4c44a1536cd445085bf9";

export default node;
