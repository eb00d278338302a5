/**
 * @generated SignedSource<<29f3297864c9c2caf60331f4085282ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupCard_group$data = {
  readonly databaseId: string;
  readonly id: string;
  readonly memberCount: number;
  readonly name: string;
  readonly " $fragmentType": "GroupCard_group";
};
export type GroupCard_group$key = {
  readonly " $data"?: GroupCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupCard_group",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "643140b13bf2afb2e8bc351a11640913";

export default node;
