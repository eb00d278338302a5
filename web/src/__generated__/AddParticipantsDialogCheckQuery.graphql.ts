/**
 * @generated SignedSource<<c621ebf5063d1692efdb332f73750d9c>>
 * @relayHash f9362bd197630208da3e2a5e2771d76b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe916a2fb7e6785e594347b5f1d98f9ccd67a6d979e850ab25875c9f69977ba5

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
        "type": "QueryInviteeCheckSuccess",
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
    "id": "fe916a2fb7e6785e594347b5f1d98f9ccd67a6d979e850ab25875c9f69977ba5",
    "metadata": {},
    "name": "AddParticipantsDialogCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ce3acb488c4065760f23d78e607d5c95";

export default node;
