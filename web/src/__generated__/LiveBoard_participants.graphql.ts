/**
 * @generated SignedSource<<3485dc3e93987bf4da49dc102a6c17d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "DECLINED" | "INVITED" | "PENDING" | "%future added value";
export type ParticipantStatus = "HERE" | "INVITED" | "JOINED" | "ON_MY_WAY" | "RUNNING_LATE" | "%future added value";
export type SharingPrecision = "APPROXIMATE" | "EXACT" | "STATUS_ONLY" | "%future added value";
export type SharingState = "ENDED" | "OFF" | "PAUSED" | "SHARING" | "STOPPED" | "WAITING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LiveBoard_participants$data = ReadonlyArray<{
  readonly databaseId: string;
  readonly eta: {
    readonly arrivesAt: any;
    readonly basis: string;
    readonly lateMinutes: number;
  } | null | undefined;
  readonly id: string;
  readonly invitationStatus: InvitationStatus;
  readonly isOrganiser: boolean;
  readonly lastUpdated: any | null | undefined;
  readonly location: {
    readonly lat: number;
    readonly lon: number;
  } | null | undefined;
  readonly locationSequence: number | null | undefined;
  readonly seenHereAt: any | null | undefined;
  readonly sharing: {
    readonly precision: SharingPrecision;
    readonly since: any | null | undefined;
    readonly state: SharingState;
  } | null | undefined;
  readonly status: ParticipantStatus;
  readonly user: {
    readonly displayName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly gatherId: string | null | undefined;
    readonly id: string;
    readonly initials: string;
    readonly lastName: string | null | undefined;
  };
  readonly " $fragmentType": "LiveBoard_participants";
}>;
export type LiveBoard_participants$key = ReadonlyArray<{
  readonly " $data"?: LiveBoard_participants$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveBoard_participants">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "LiveBoard_participants",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
      "kind": "ScalarField",
      "name": "seenHereAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationSequence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOrganiser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Coordinates",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
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
    },
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
          "name": "since",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "precision",
          "storageKey": null
        }
      ],
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
          "name": "basis",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "initials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gatherId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Participant",
  "abstractKey": null
};
})();

(node as any).hash = "eced7859730a6ded1fee5ac8039586a7";

export default node;
