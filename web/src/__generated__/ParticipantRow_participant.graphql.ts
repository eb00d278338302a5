/**
 * @generated SignedSource<<380143ff8400e198627709badd980ff5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "DECLINED" | "INVITED" | "PENDING" | "%future added value";
export type ParticipantStatus = "HERE" | "INVITED" | "JOINED" | "ON_MY_WAY" | "RUNNING_LATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ParticipantRow_participant$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly invitationStatus: InvitationStatus;
  readonly isOrganiser: boolean;
  readonly status: ParticipantStatus;
  readonly user: {
    readonly displayName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly gatherId: string | null | undefined;
    readonly id: string;
    readonly initials: string;
    readonly lastName: string | null | undefined;
  };
  readonly " $fragmentType": "ParticipantRow_participant";
};
export type ParticipantRow_participant$key = {
  readonly " $data"?: ParticipantRow_participant$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParticipantRow_participant">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParticipantRow_participant",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOrganiser",
      "storageKey": null
    },
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
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gatherId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "initials",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Participant",
  "abstractKey": null
};
})();

(node as any).hash = "667daae632c9d28307ab9ab18721f9ac";

export default node;
