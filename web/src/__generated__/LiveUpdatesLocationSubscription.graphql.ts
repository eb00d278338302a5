/**
 * @generated SignedSource<<66bcbc91cc712c41570ecc0f22ccce4e>>
 * @relayHash 49f148468f38f8807289322eecd56c02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a711464f9612d86bf45534d60d0963c7243a528b349ba6a85b7a1e6e12e666d

import { ConcreteRequest } from 'relay-runtime';
export type LiveUpdatesLocationSubscription$variables = {
  meetupId: string;
};
export type LiveUpdatesLocationSubscription$data = {
  readonly livePositions: {
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
v1 = [
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveUpdatesLocationSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveUpdatesLocationSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6a711464f9612d86bf45534d60d0963c7243a528b349ba6a85b7a1e6e12e666d",
    "metadata": {},
    "name": "LiveUpdatesLocationSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "023fedb1d60fcda075a4bb5e70f40217";

export default node;
