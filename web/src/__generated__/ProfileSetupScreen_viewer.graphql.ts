/**
 * @generated SignedSource<<d1c06f1b87742bfa708c732542fedf04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSetupScreen_viewer$data = {
  readonly displayName: string | null | undefined;
  readonly firstName: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3f2e2fb8bda553336f87248a1675c324";

export default node;
