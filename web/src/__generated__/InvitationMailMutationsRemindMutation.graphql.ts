/**
 * @generated SignedSource<<e14958e956c02ff3924792af2154a853>>
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
        "type": "MutationRemindPendingSuccess",
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
    "cacheID": "2e8ad0fc645a3ed78826c232ed39d94b",
    "id": null,
    "metadata": {},
    "name": "InvitationMailMutationsRemindMutation",
    "operationKind": "mutation",
    "text": "mutation InvitationMailMutationsRemindMutation(\n  $meetupId: ID!\n) {\n  remindPending(meetupId: $meetupId) {\n    __typename\n    ... on MutationRemindPendingSuccess {\n      data {\n        emailsSent\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "11d8f4cc514278e21f6ba89081f5345e";

export default node;
