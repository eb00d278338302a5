/**
 * @generated SignedSource<<2e4726a3854dc18ecc159962c2a1b7f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharingPrecision = "APPROXIMATE" | "EXACT" | "STATUS_ONLY" | "%future added value";
export type SharingMutationsPrecisionMutation$variables = {
  meetupId: string;
  precision: SharingPrecision;
};
export type SharingMutationsPrecisionMutation$data = {
  readonly setSharingPrecision: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SharingPanel_participant">;
    };
    readonly message?: string;
  };
};
export type SharingMutationsPrecisionMutation = {
  response: SharingMutationsPrecisionMutation$data;
  variables: SharingMutationsPrecisionMutation$variables;
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
    "name": "SharingMutationsPrecisionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSharingPrecision",
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
            "type": "SetSharingPrecisionPayload",
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
    "name": "SharingMutationsPrecisionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSharingPrecision",
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
            "type": "SetSharingPrecisionPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ba66d660dea25e38abb453c56bef8c75",
    "id": null,
    "metadata": {},
    "name": "SharingMutationsPrecisionMutation",
    "operationKind": "mutation",
    "text": "mutation SharingMutationsPrecisionMutation(\n  $meetupId: ID!\n  $precision: SharingPrecision!\n) {\n  setSharingPrecision(meetupId: $meetupId, precision: $precision) {\n    __typename\n    ... on SetSharingPrecisionPayload {\n      data {\n        id\n        ...SharingPanel_participant\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment SharingPanel_participant on Participant {\n  sharing {\n    state\n    precision\n    consented\n    since\n    stopReason\n    startsAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "764d8c5fb6fa55ba43ddc3b9e4579727";

export default node;
