/**
 * @generated SignedSource<<400b047a36bebe0866beb13a037364cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageScreen_meetup$data = {
  readonly databaseId: string;
  readonly description: string;
  readonly expirationTime: any | null | undefined;
  readonly id: string;
  readonly isActive: boolean;
  readonly isOrganiser: boolean;
  readonly organiser: {
    readonly displayName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly gatherId: string | null | undefined;
    readonly lastName: string | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"EventCard_meetup" | "ParticipantsCard_counts" | "ParticipantsCard_meetup" | "PendingInvitesCard_count" | "PendingInvitesCard_meetup" | "QuickActions_meetup">;
  readonly " $fragmentType": "ManageScreen_meetup";
};
export type ManageScreen_meetup$key = {
  readonly " $data"?: ManageScreen_meetup$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageScreen_meetup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageScreen_meetup",
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
      "name": "description",
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
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expirationTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "organiser",
      "plural": false,
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
          "name": "lastName",
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
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EventCard_meetup"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ParticipantsCard_meetup"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ParticipantsCard_counts"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PendingInvitesCard_meetup"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PendingInvitesCard_count"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuickActions_meetup"
    }
  ],
  "type": "Meetup",
  "abstractKey": null
};

(node as any).hash = "11fb7c7c43a63a5bdfd4fc0494c324c5";

export default node;
