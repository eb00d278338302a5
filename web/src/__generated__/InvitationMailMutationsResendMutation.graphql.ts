/**
 * @generated SignedSource<<31763b7745bc45b171191603a54ec3e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitationMailMutationsResendMutation$variables = {
  meetupId: string;
};
export type InvitationMailMutationsResendMutation$data = {
  readonly resendInvites: {
    readonly __typename: string;
    readonly data?: {
      readonly emailsSent: number;
    };
    readonly message?: string;
  };
};
export type InvitationMailMutationsResendMutation = {
  response: InvitationMailMutationsResendMutation$data;
  variables: InvitationMailMutationsResendMutation$variables;
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
    "name": "resendInvites",
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
        "type": "ResendInvitesPayload",
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
    "name": "InvitationMailMutationsResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationMailMutationsResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f02a944a93b55c4959b8b2376f399144",
    "id": null,
    "metadata": {},
    "name": "InvitationMailMutationsResendMutation",
    "operationKind": "mutation",
    "text": "mutation InvitationMailMutationsResendMutation(\n  $meetupId: ID!\n) {\n  resendInvites(meetupId: $meetupId) {\n    __typename\n    ... on ResendInvitesPayload {\n      data {\n        emailsSent\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5e00371714cd2280f1080e675b334b0";

export default node;
