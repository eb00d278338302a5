/**
 * @generated SignedSource<<99e0f01885cd94da4eb43ef6d7480514>>
 * @relayHash 8d78894329684a86eeb2f823fa539121
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebe00c7fca301233f398d6e8558aaae72f3478666eb42855d6312d198ac8cccc

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionKind = "bars_and_lounges" | "coffee_shops" | "generic" | "local_shops" | "nightlife" | "restaurants" | "things_to_do" | "%future added value";
export type SponsoredBannerQuery$variables = {
  lat?: number | null | undefined;
  lon?: number | null | undefined;
};
export type SponsoredBannerQuery$data = {
  readonly localSuggestions: {
    readonly __typename: "QueryLocalSuggestionsSuccess";
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
        "type": "QueryLocalSuggestionsSuccess",
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
    "id": "ebe00c7fca301233f398d6e8558aaae72f3478666eb42855d6312d198ac8cccc",
    "metadata": {},
    "name": "SponsoredBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d65d186073b52efe76b8e4da68aefae9";

export default node;
