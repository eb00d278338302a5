/**
 * @generated SignedSource<<5bc02ce504db26610b91ea337281432c>>
 * @relayHash fe98a83c3a1ebf9c249715f556d21a0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cf8d1db285c62eebea940acec431a33266dbe504645bf1121f831de268f4f0e

import { ConcreteRequest } from 'relay-runtime';
export type LiveMutationsLocationMutation$variables = {
  lat: number;
  lon: number;
  participantId: string;
};
export type LiveMutationsLocationMutation$data = {
  readonly updateParticipantLocation: {
    readonly __typename: string;
    readonly data?: {
      readonly lastUpdated: any;
      readonly lat: number;
      readonly lon: number;
      readonly participantId: string;
      readonly sequence: number;
    };
    readonly message?: string;
  };
};
export type LiveMutationsLocationMutation = {
  response: LiveMutationsLocationMutation$data;
  variables: LiveMutationsLocationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lat"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lon"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "participantId"
},
v3 = [
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
      },
      {
        "kind": "Variable",
        "name": "participantId",
        "variableName": "participantId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateParticipantLocation",
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
            "concreteType": "ParticipantLocationEvent",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "participantId",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sequence",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUpdated",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateParticipantLocationSuccess",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveMutationsLocationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveMutationsLocationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "5cf8d1db285c62eebea940acec431a33266dbe504645bf1121f831de268f4f0e",
    "metadata": {},
    "name": "LiveMutationsLocationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81ef2b687d4835c9dc7a3247b7e564fa";

export default node;
