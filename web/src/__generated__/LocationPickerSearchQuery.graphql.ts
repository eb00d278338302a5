/**
 * @generated SignedSource<<004e957ecabf536dccebfa9525452fd1>>
 * @relayHash d52a85d59de4ea003287eebb38c79b5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7627bbe58019fb5b0a745f13e00e324447926a70a7730e1394dafc9de889d33

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
    "id": "e7627bbe58019fb5b0a745f13e00e324447926a70a7730e1394dafc9de889d33",
    "metadata": {},
    "name": "LocationPickerSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "177fe88ab821c266c110f66b32434814";

export default node;
