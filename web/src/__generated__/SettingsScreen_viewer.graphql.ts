/**
 * @generated SignedSource<<78ece4ef1ebbb306cd1f53c9a134a81d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsScreen_viewer$data = {
  readonly displayName: string | null | undefined;
  readonly email: string;
  readonly firstName: string | null | undefined;
  readonly gatherId: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly " $fragmentType": "SettingsScreen_viewer";
};
export type SettingsScreen_viewer$key = {
  readonly " $data"?: SettingsScreen_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsScreen_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsScreen_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
      "name": "displayName",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e5e3f10526dbeff68b1c49d62dd09e5a";

export default node;
