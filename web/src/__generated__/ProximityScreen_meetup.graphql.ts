/**
 * @generated SignedSource<<ecc587271e81bcc249726a189f60da74>>
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
export type ProximityScreen_meetup$data = {
  readonly databaseId: string;
  readonly description: string;
  readonly id: string;
  readonly isExpired: boolean;
  readonly location: {
    readonly lat: number;
    readonly lon: number;
  } | null | undefined;
  readonly locationName: string;
  readonly shareableLink: string | null | undefined;
  readonly viewerParticipant: {
    readonly id: string;
    readonly invitationStatus: InvitationStatus;
    readonly sharing: {
      readonly consented: boolean;
      readonly precision: SharingPrecision;
      readonly startsAt: any | null | undefined;
      readonly state: SharingState;
    } | null | undefined;
    readonly status: ParticipantStatus;
    readonly " $fragmentSpreads": FragmentRefs<"SharingPanel_participant">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LiveBoard_meetup" | "LiveHeader_meetup">;
  readonly " $fragmentType": "ProximityScreen_meetup";
};
export type ProximityScreen_meetup$key = {
  readonly " $data"?: ProximityScreen_meetup$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProximityScreen_meetup">;
};

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
  "metadata": null,
  "name": "ProximityScreen_meetup",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareableLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExpired",
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
      "concreteType": "Participant",
      "kind": "LinkedField",
      "name": "viewerParticipant",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
              "name": "startsAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SharingPanel_participant"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveHeader_meetup"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveBoard_meetup"
    }
  ],
  "type": "Meetup",
  "abstractKey": null
};
})();

(node as any).hash = "38db8312fddbbe790df09520dc7079b7";

export default node;
