/**
 * @generated SignedSource<<04dd3ec842bfdedfb9ad4df5174651fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddParticipantsDialogCheckQuery$variables = {
  value: string;
};
export type AddParticipantsDialogCheckQuery$data = {
  readonly inviteeCheck: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly gatherId: string | null | undefined;
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "value"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "gatherIdOrEmail",
        "variableName": "value"
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
                "name": "gatherId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddParticipantsDialogCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddParticipantsDialogCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "63e9c1aae8d0cd657405e7b5c7cf5257",
    "id": null,
    "metadata": {},
    "name": "AddParticipantsDialogCheckQuery",
    "operationKind": "query",
    "text": "query AddParticipantsDialogCheckQuery(\n  $value: String!\n) {\n  inviteeCheck(gatherIdOrEmail: $value) {\n    __typename\n    ... on QueryInviteeCheckSuccess {\n      data {\n        userExists\n        gatherId\n        displayName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7c6111610c15e93cc2378b768ed9eb9";

export default node;
