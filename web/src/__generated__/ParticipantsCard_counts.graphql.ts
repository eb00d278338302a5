/**
 * @generated SignedSource<<29e4abdc4b927b46d477d73022aafe04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ParticipantsCard_counts$data = {
  readonly participantCount: number;
  readonly pendingInvitationCount: number;
  readonly pendingParticipantCount: number;
  readonly " $fragmentType": "ParticipantsCard_counts";
};
export type ParticipantsCard_counts$key = {
  readonly " $data"?: ParticipantsCard_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParticipantsCard_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParticipantsCard_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "participantCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingParticipantCount",
      "storageKey": null
    },
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

(node as any).hash = "1561ea9b58845d9bea4dbffe5d31ec6f";

export default node;
