/**
 * @generated SignedSource<<2f197d011ec7c55483406590ee88dd62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharingPrecision = "APPROXIMATE" | "EXACT" | "STATUS_ONLY" | "%future added value";
export type SharingMutationsShareMutation$variables = {
  meetupId: string;
  precision?: SharingPrecision | null | undefined;
};
export type SharingMutationsShareMutation$data = {
  readonly shareLocation: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SharingPanel_participant">;
    };
    readonly message?: string;
  };
};
export type SharingMutationsShareMutation = {
  response: SharingMutationsShareMutation$data;
  variables: SharingMutationsShareMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetupId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "precision"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "meetupId",
    "variableName": "meetupId"
  },
  {
    "kind": "Variable",
    "name": "precision",
    "variableName": "precision"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SharingMutationsShareMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "shareLocation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Participant",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SharingPanel_participant"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ShareLocationPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharingMutationsShareMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "shareLocation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Participant",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LiveSharing",
                    "kind": "LinkedField",
                    "name": "sharing",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "precision",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "consented",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "since",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stopReason",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startsAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ShareLocationPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a5699f1ca7bf4f397186f0f523f4e680",
    "id": null,
    "metadata": {},
    "name": "SharingMutationsShareMutation",
    "operationKind": "mutation",
    "text": "mutation SharingMutationsShareMutation(\n  $meetupId: ID!\n  $precision: SharingPrecision\n) {\n  shareLocation(meetupId: $meetupId, precision: $precision) {\n    __typename\n    ... on ShareLocationPayload {\n      data {\n        id\n        ...SharingPanel_participant\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment SharingPanel_participant on Participant {\n  sharing {\n    state\n    precision\n    consented\n    since\n    stopReason\n    startsAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a7b1033ef5508458a5e2d72a9f54bfc";

export default node;
