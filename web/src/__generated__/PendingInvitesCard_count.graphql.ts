/**
 * @generated SignedSource<<e4b417ced55939116dae99b254b5ac3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PendingInvitesCard_count$data = {
  readonly pendingInvitationCount: number;
  readonly " $fragmentType": "PendingInvitesCard_count";
};
export type PendingInvitesCard_count$key = {
  readonly " $data"?: PendingInvitesCard_count$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingInvitesCard_count">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingInvitesCard_count",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingInvitationCount",
      "storageKey": null
    }
  ],
  "type": "Meetup",
  "abstractKey": null
};

(node as any).hash = "9c7c27b3116daa1638fde93691cfb573";

export default node;
