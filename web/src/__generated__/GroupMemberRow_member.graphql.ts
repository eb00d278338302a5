/**
 * @generated SignedSource<<7dc7c65c12ef048af6e16d0639929efb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupMemberRow_member$data = {
  readonly displayName: string | null | undefined;
  readonly email: string | null | undefined;
  readonly initials: string;
  readonly isContact: boolean;
  readonly person: {
    readonly gatherId: string | null | undefined;
    readonly profileImageUrl: string | null | undefined;
  } | null | undefined;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "GroupMemberRow_member";
};
export type GroupMemberRow_member$key = {
  readonly " $data"?: GroupMemberRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupMemberRow_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupMemberRow_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isContact",
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
      "name": "initials",
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
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "person",
      "plural": false,
      "selections": [
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
          "name": "profileImageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GroupMember",
  "abstractKey": null
};

(node as any).hash = "534c8eba88e0932f9f03b8b5f43427e6";

export default node;
