/**
 * @generated SignedSource<<6add6c69beec3b190bbdf168e0dcc29c>>
 * @relayHash f4c7af5866ae94a6a7aa13ff53758630
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0a7b4ab904a02329dba93ce4bab984cd14a7dfaa2975652a34d954c607300e0

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
        "type": "MutationResendInvitesSuccess",
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
    "id": "c0a7b4ab904a02329dba93ce4bab984cd14a7dfaa2975652a34d954c607300e0",
    "metadata": {},
    "name": "InvitationMailMutationsResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1e139e46de0bbbba9f5b9d07b264a4a3";

export default node;
