/**
 * @generated SignedSource<<279c19c116d856a6f6e7b4efcca0bc96>>
 * @relayHash b2a2a178cf46820e7b2e654751ee5992
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1788e39972d53a8733fdc1679f4ca6c0cd54bdc14c6a992a6070c03d462a6393

import { ConcreteRequest } from 'relay-runtime';
export type LocationPickerReverseQuery$variables = {
  lat: number;
  lon: number;
};
export type LocationPickerReverseQuery$data = {
  readonly reverseGeocode: {
    readonly __typename: "QueryReverseGeocodeSuccess";
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
        "type": "QueryReverseGeocodeSuccess",
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
    "id": "1788e39972d53a8733fdc1679f4ca6c0cd54bdc14c6a992a6070c03d462a6393",
    "metadata": {},
    "name": "LocationPickerReverseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b250855c5329ba0e2bfbd78093359da5";

export default node;
