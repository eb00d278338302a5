/**
 * @generated SignedSource<<12816d13c4d667d4d499f8afb2835b5e>>
 * @relayHash ca40d31e8a9d66711d45a6f79597758b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc60dbf7f96f04328622909d1a458f1b91af5a6de64093f5ca74167649bcf00b

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionKind = "BARS_AND_LOUNGES" | "COFFEE_SHOPS" | "GENERIC" | "LOCAL_SHOPS" | "NIGHTLIFE" | "RESTAURANTS" | "THINGS_TO_DO" | "%future added value";
export type SponsoredBannerQuery$variables = {
  lat?: number | null | undefined;
  lon?: number | null | undefined;
};
export type SponsoredBannerQuery$data = {
  readonly localSuggestions: {
    readonly __typename: "LocalSuggestionsPayload";
    readonly data: {
      readonly items: ReadonlyArray<{
        readonly businessLabel: string;
        readonly kind: SuggestionKind;
        readonly link: string;
        readonly location: string | null | undefined;
        readonly text: string;
      }>;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SponsoredBannerQuery = {
  response: SponsoredBannerQuery$data;
  variables: SponsoredBannerQuery$variables;
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
    "name": "localSuggestions",
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
            "concreteType": "LocalSuggestions",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SuggestionItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "businessLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "link",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "location",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "LocalSuggestionsPayload",
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
    "name": "SponsoredBannerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SponsoredBannerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bc60dbf7f96f04328622909d1a458f1b91af5a6de64093f5ca74167649bcf00b",
    "metadata": {},
    "name": "SponsoredBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "34f8c0814ac558981a44e63e395e6b62";

export default node;
