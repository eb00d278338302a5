/**
 * @generated SignedSource<<cfc8a9872699870da55153b152961729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WeatherIcon = "CLOUD" | "CLOUD_DRIZZLE" | "CLOUD_RAIN" | "CLOUD_SNOW" | "SUN" | "ZAP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LiveHeader_meetup$data = {
  readonly databaseId: string;
  readonly description: string;
  readonly isOrganiser: boolean;
  readonly locationAddress: string | null | undefined;
  readonly locationName: string;
  readonly startTime: any | null | undefined;
  readonly weatherCondition: string | null | undefined;
  readonly weatherIcon: WeatherIcon;
  readonly weatherTemp: number | null | undefined;
  readonly " $fragmentType": "LiveHeader_meetup";
};
export type LiveHeader_meetup$key = {
  readonly " $data"?: LiveHeader_meetup$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveHeader_meetup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveHeader_meetup",
  "selections": [
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
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weatherTemp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weatherIcon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weatherCondition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOrganiser",
      "storageKey": null
    }
  ],
  "type": "Meetup",
  "abstractKey": null
};

(node as any).hash = "e47e7a0e33c3af28203c200af05db7c8";

export default node;
