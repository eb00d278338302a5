/**
 * @generated SignedSource<<3082f7dc08da9a67c3c3d744781383a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddPeopleDialogCheckQuery$variables = {
  value: string;
};
export type AddPeopleDialogCheckQuery$data = {
  readonly inviteeCheck: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly email: string | null | undefined;
      readonly gatherId: string | null | undefined;
      readonly isEmail: boolean;
      readonly userExists: boolean;
    };
    readonly message?: string;
  };
};
export type AddPeopleDialogCheckQuery = {
  response: AddPeopleDialogCheckQuery$data;
  variables: AddPeopleDialogCheckQuery$variables;
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddPeopleDialogCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddPeopleDialogCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ccc9e33157f3ae797f7cc5235204b23a",
    "id": null,
    "metadata": {},
    "name": "AddPeopleDialogCheckQuery",
    "operationKind": "query",
    "text": "query AddPeopleDialogCheckQuery(\n  $value: String!\n) {\n  inviteeCheck(gatherIdOrEmail: $value) {\n    __typename\n    ... on InviteeCheckPayload {\n      data {\n        userExists\n        isEmail\n        email\n        gatherId\n        displayName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "14ddd7215bb548aedde76a39a654a356";

export default node;
