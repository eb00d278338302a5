/**
 * @generated SignedSource<<a4534c5cf4d9472988808ab125c23276>>
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
    readonly __typename: "QuerySearchPlacesSuccess";
    readonly data: ReadonlyArray<{
      readonly address: string;
      readonly lat: number;
      readonly lon: number;
      readonly name: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
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
    "cacheID": "7c38e7d57ab972e440bc5d9e8a19f81c",
    "id": null,
    "metadata": {},
    "name": "LocationPickerSearchQuery",
    "operationKind": "query",
    "text": "query LocationPickerSearchQuery(\n  $query: String!\n) {\n  searchPlaces(query: $query) {\n    __typename\n    ... on QuerySearchPlacesSuccess {\n      data {\n        name\n        address\n        lat\n        lon\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ffb48c05ff79773717b727168d1a685";

export default node;
