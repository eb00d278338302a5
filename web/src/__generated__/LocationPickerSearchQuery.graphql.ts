/**
 * @generated SignedSource<<831a87daf08619b62f389a868de69586>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LocationPickerSearchQuery$variables = {
  query: string;
};
export type LocationPickerSearchQuery$data = {
  readonly searchPlaces: {
    readonly __typename: string;
    readonly data?: ReadonlyArray<{
      readonly address: string;
      readonly lat: number;
      readonly lon: number;
      readonly name: string;
    }>;
    readonly message?: string;
  };
};
export type LocationPickerSearchQuery = {
  response: LocationPickerSearchQuery$data;
  variables: LocationPickerSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "searchPlaces",
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
            "concreteType": "Place",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lon",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SearchPlacesPayload",
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
    "name": "LocationPickerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LocationPickerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d52a85d59de4ea003287eebb38c79b5c",
    "id": null,
    "metadata": {},
    "name": "LocationPickerSearchQuery",
    "operationKind": "query",
    "text": "query LocationPickerSearchQuery(\n  $query: String!\n) {\n  searchPlaces(query: $query) {\n    __typename\n    ... on SearchPlacesPayload {\n      data {\n        name\n        address\n        lat\n        lon\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "177fe88ab821c266c110f66b32434814";

export default node;
