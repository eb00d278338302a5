/**
 * @generated SignedSource<<c193e1e93c8b123669d3efc18c9ea131>>
 * @relayHash c503353d6c0d2ee6d68184d5c13d42cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95658bafb6bcf501508f70d88e1b5e91cb3c7a2ad8a72c54ea95b6aa03a78bd8

import { ConcreteRequest } from 'relay-runtime';
export type LiveUpdatesLocationSubscription$variables = {
  meetupId: string;
};
export type LiveUpdatesLocationSubscription$data = {
  readonly livePositions: {
    readonly cleared: ReadonlyArray<{
      readonly participantId: string;
      readonly sequence: number;
    }>;
    readonly positions: ReadonlyArray<{
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
    }>;
    readonly snapshot: boolean;
  };
};
export type LiveUpdatesLocationSubscription = {
  response: LiveUpdatesLocationSubscription$data;
  variables: LiveUpdatesLocationSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetupId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "participantId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sequence",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meetupId",
        "variableName": "meetupId"
      }
    ],
    "concreteType": "LivePositions",
    "kind": "LinkedField",
    "name": "livePositions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "snapshot",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ParticipantLocationEvent",
        "kind": "LinkedField",
        "name": "positions",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
          (v2/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PositionCleared",
        "kind": "LinkedField",
        "name": "cleared",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
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
    "name": "LiveUpdatesLocationSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveUpdatesLocationSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "95658bafb6bcf501508f70d88e1b5e91cb3c7a2ad8a72c54ea95b6aa03a78bd8",
    "metadata": {},
    "name": "LiveUpdatesLocationSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a8e05807546d0d3d4645c4c85215c7f2";

export default node;
