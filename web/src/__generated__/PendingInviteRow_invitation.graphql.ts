/**
 * @generated SignedSource<<9ce1ad3e8eae315a8707e35f11f388cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PendingInviteRow_invitation$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly expiresAt: any;
  readonly " $fragmentType": "PendingInviteRow_invitation";
};
export type PendingInviteRow_invitation$key = {
  readonly " $data"?: PendingInviteRow_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingInviteRow_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingInviteRow_invitation",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "type": "PendingInvitation",
  "abstractKey": null
};

(node as any).hash = "ebad89ea958a9104011398d8864103aa";

export default node;
