/**
 * @generated SignedSource<<73da4ad7ba54eb7be397b4ab037d3303>>
 * @relayHash 24fb57376e804b8a3748da480d3e3ba4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a0f2389cacd2294e45a071bdaca162b47574160cc16408afd5218fedd9af5a9

import { ConcreteRequest } from 'relay-runtime';
export type LiveMutationsLocationMutation$variables = {
  accuracy?: number | null | undefined;
  capturedAt?: any | null | undefined;
  lat: number;
  lon: number;
  participantId: string;
};
export type LiveMutationsLocationMutation$data = {
  readonly updateParticipantLocation: {
    readonly __typename: string;
    readonly data?: {
      readonly eta: {
        readonly arrivesAt: any;
        readonly basis: string;
        readonly distance: number;
        readonly lateMinutes: number;
        readonly minutes: number;
      } | null | undefined;
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
  "name": "accuracy"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "capturedAt"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lat"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lon"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "participantId"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "accuracy",
        "variableName": "accuracy"
      },
      {
        "kind": "Variable",
        "name": "capturedAt",
        "variableName": "capturedAt"
      },
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Eta",
                "kind": "LinkedField",
                "name": "eta",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "distance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "basis",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minutes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "arrivesAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lateMinutes",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateParticipantLocationPayload",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveMutationsLocationMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveMutationsLocationMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "1a0f2389cacd2294e45a071bdaca162b47574160cc16408afd5218fedd9af5a9",
    "metadata": {},
    "name": "LiveMutationsLocationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "992bf100856658a7e898d3aa778c3d56";

export default node;
