/**
 * @generated SignedSource<<da8b941d98a857fc4a7320d083af5daa>>
 * @relayHash 1a00f06df59408c808dbee27b7d2d787
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b59e6d60b9b314cec6fbcb28f095ce20969326987b8fce9afe8f74fa6a1a016d

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
    "id": "b59e6d60b9b314cec6fbcb28f095ce20969326987b8fce9afe8f74fa6a1a016d",
    "metadata": {},
    "name": "LocationPickerReverseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "31960e36a9287210556b7a95410479a9";

export default node;
