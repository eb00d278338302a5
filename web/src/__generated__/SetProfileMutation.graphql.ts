/**
 * @generated SignedSource<<9d71809e9f36f81b4f824dccaa895e2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetProfileMutation$variables = {
  displayName: string;
  gatherId: string;
};
export type SetProfileMutation$data = {
  readonly setProfile: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly gatherId: string | null | undefined;
      readonly gatherIdSet: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type SetProfileMutation = {
  response: SetProfileMutation$data;
  variables: SetProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "displayName"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "gatherId"
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
      },
      {
        "kind": "Variable",
        "name": "gatherId",
        "variableName": "gatherId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setProfile",
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
                "name": "gatherIdSet",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetProfilePayload",
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
    "name": "SetProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9b341e21b1f6b35248475232004a164a",
    "id": null,
    "metadata": {},
    "name": "SetProfileMutation",
    "operationKind": "mutation",
    "text": "mutation SetProfileMutation(\n  $displayName: String!\n  $gatherId: String!\n) {\n  setProfile(displayName: $displayName, gatherId: $gatherId) {\n    __typename\n    ... on SetProfilePayload {\n      data {\n        id\n        displayName\n        gatherId\n        gatherIdSet\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f87fe76e130f1453e02948c58be9f16";

export default node;
