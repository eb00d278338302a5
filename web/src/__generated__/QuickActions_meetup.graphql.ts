/**
 * @generated SignedSource<<9f996430743f72ea5bab0014d6873ba1>>
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
  readonly id: string;
  readonly isActive: boolean;
  readonly shareUrl: string | null | undefined;
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
      "name": "id",
      "storageKey": null
    },
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

(node as any).hash = "ed44ed9fe27221ea7184075d117f3be0";

export default node;
