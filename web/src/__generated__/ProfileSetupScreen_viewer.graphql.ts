/**
 * @generated SignedSource<<3e6a8a673637f71f686ab4976ea651c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSetupScreen_viewer$data = {
  readonly displayName: string | null | undefined;
  readonly gatherIdSet: boolean;
  readonly " $fragmentType": "ProfileSetupScreen_viewer";
};
export type ProfileSetupScreen_viewer$key = {
  readonly " $data"?: ProfileSetupScreen_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSetupScreen_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSetupScreen_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gatherIdSet",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a097bffaa4193358831f58fdfaa3a61d";

export default node;
