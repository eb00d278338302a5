/**
 * @generated SignedSource<<50394a76b2d08de52ea46c7187205524>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SharingPrecision = "APPROXIMATE" | "EXACT" | "STATUS_ONLY" | "%future added value";
export type SharingState = "ENDED" | "OFF" | "PAUSED" | "SHARING" | "STOPPED" | "WAITING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SharingPanel_participant$data = {
  readonly sharing: {
    readonly consented: boolean;
    readonly precision: SharingPrecision;
    readonly since: any | null | undefined;
    readonly startsAt: any | null | undefined;
    readonly state: SharingState;
    readonly stopReason: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "SharingPanel_participant";
};
export type SharingPanel_participant$key = {
  readonly " $data"?: SharingPanel_participant$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharingPanel_participant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharingPanel_participant",
  "selections": [
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
  "type": "Participant",
  "abstractKey": null
};

(node as any).hash = "a098071003c0d35052f3d22f37628817";

export default node;
