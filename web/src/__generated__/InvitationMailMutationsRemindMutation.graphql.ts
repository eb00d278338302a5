/**
 * @generated SignedSource<<7ffb33267b56cdcb47ee8674e1381239>>
 * @relayHash 2e8ad0fc645a3ed78826c232ed39d94b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b94893a23c5a71018276ffe16873ab0306917b84a24324eb8beeadf30ab5dec9

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
    "id": "b94893a23c5a71018276ffe16873ab0306917b84a24324eb8beeadf30ab5dec9",
    "metadata": {},
    "name": "InvitationMailMutationsRemindMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "11d8f4cc514278e21f6ba89081f5345e";

export default node;
