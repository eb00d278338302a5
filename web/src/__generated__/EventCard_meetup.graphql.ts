/**
 * @generated SignedSource<<f159baabad20999b87127c76b4298b52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventCard_meetup$data = {
  readonly createdAt: any;
  readonly description: string;
  readonly expirationTime: any | null | undefined;
  readonly id: string;
  readonly locationAddress: string | null | undefined;
  readonly locationName: string;
  readonly shareUrl: string | null | undefined;
  readonly startTime: any | null | undefined;
  readonly " $fragmentType": "EventCard_meetup";
};
export type EventCard_meetup$key = {
  readonly " $data"?: EventCard_meetup$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventCard_meetup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventCard_meetup",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "locationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expirationTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareUrl",
      "storageKey": null
    }
  ],
  "type": "Meetup",
  "abstractKey": null
};

(node as any).hash = "abfd9e471486bd0a7251be0a80241148";

export default node;
