/**
 * @generated SignedSource<<0e2010483c12eff5dd268a443d6df7fb>>
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
        "type": "QuerySearchPlacesSuccess",
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
    "cacheID": "d05c87babd8deb67e13c0292c2824a81",
    "id": null,
    "metadata": {},
    "name": "LocationPickerSearchQuery",
    "operationKind": "query",
    "text": "query LocationPickerSearchQuery(\n  $query: String!\n) {\n  searchPlaces(query: $query) {\n    __typename\n    ... on QuerySearchPlacesSuccess {\n      data {\n        name\n        address\n        lat\n        lon\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "078fd63fdee1dbf1529289622c0b49fa";

export default node;
