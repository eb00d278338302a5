/**
 * @generated SignedSource<<94c592a9b7d31f4eb73533ed3e3a6356>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuickActions_meetup$data = {
  readonly databaseId: string;
  readonly expirationTime: any | null | undefined;
  readonly isActive: boolean;
  readonly shareUrl: string;
  readonly " $fragmentType": "QuickActions_meetup";
};
export type QuickActions_meetup$key = {
  readonly " $data"?: QuickActions_meetup$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuickActions_meetup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuickActions_meetup",
  "selections": [
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
      "name": "shareUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expirationTime",
      "storageKey": null
    }
  ],
  "type": "Meetup",
  "abstractKey": null
};

(node as any).hash = "2018d44c8d723a5fd7e4cb674fa8c3c3";

export default node;
