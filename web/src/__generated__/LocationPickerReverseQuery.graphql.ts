/**
 * @generated SignedSource<<8a6f2c8ad5209676eec7d5ad91b82454>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LocationPickerReverseQuery$variables = {
  lat: number;
  lon: number;
};
export type LocationPickerReverseQuery$data = {
  readonly reverseGeocode: {
    readonly __typename: "ReverseGeocodePayload";
    readonly data: {
      readonly address: string;
      readonly name: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type LocationPickerReverseQuery = {
  response: LocationPickerReverseQuery$data;
  variables: LocationPickerReverseQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lat"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lon"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "lat",
        "variableName": "lat"
      },
      {
        "kind": "Variable",
        "name": "lon",
        "variableName": "lon"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reverseGeocode",
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
            "plural": false,
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReverseGeocodePayload",
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
    "name": "LocationPickerReverseQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LocationPickerReverseQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1a00f06df59408c808dbee27b7d2d787",
    "id": null,
    "metadata": {},
    "name": "LocationPickerReverseQuery",
    "operationKind": "query",
    "text": "query LocationPickerReverseQuery(\n  $lat: Float!\n  $lon: Float!\n) {\n  reverseGeocode(lat: $lat, lon: $lon) {\n    __typename\n    ... on ReverseGeocodePayload {\n      data {\n        name\n        address\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "31960e36a9287210556b7a95410479a9";

export default node;
