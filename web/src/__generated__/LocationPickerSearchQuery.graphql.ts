/**
 * @generated SignedSource<<1bccff45ff089e47d62dfb4b607e4e1a>>
 * @relayHash d05c87babd8deb67e13c0292c2824a81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd7ce5d42cb2c37ed39333e44fff21d31b7fba6acc5f91d06325799d0b92413b

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
    "id": "fd7ce5d42cb2c37ed39333e44fff21d31b7fba6acc5f91d06325799d0b92413b",
    "metadata": {},
    "name": "LocationPickerSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "078fd63fdee1dbf1529289622c0b49fa";

export default node;
