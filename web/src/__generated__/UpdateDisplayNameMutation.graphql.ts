/**
 * @generated SignedSource<<05eed1abeb30e52e16300d3518f15f2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateDisplayNameMutation$variables = {
  displayName: string;
};
export type UpdateDisplayNameMutation$data = {
  readonly updateDisplayName: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type UpdateDisplayNameMutation = {
  response: UpdateDisplayNameMutation$data;
  variables: UpdateDisplayNameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "displayName"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "displayName",
        "variableName": "displayName"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateDisplayName",
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
            "concreteType": "User",
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
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateDisplayNameSuccess",
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
    "name": "UpdateDisplayNameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateDisplayNameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4f6da41d2ee50b6f6dec8777612fa220",
    "id": null,
    "metadata": {},
    "name": "UpdateDisplayNameMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateDisplayNameMutation(\n  $displayName: String!\n) {\n  updateDisplayName(displayName: $displayName) {\n    __typename\n    ... on MutationUpdateDisplayNameSuccess {\n      data {\n        id\n        displayName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "36c7a25c7c283344cd4819252974813d";

export default node;
