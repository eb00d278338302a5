/**
 * @generated SignedSource<<acc70740b450a5004904c97b1f988c19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeScreen_viewer$data = {
  readonly displayName: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly gatherIdSet: boolean;
  readonly " $fragmentType": "HomeScreen_viewer";
};
export type HomeScreen_viewer$key = {
  readonly " $data"?: HomeScreen_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeScreen_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeScreen_viewer",
  "selections": [
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
      "name": "gatherIdSet",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3640496ddca5254af11e85e7d77f3ff3";

export default node;
