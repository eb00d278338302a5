/**
 * @generated SignedSource<<d5f5b0fa59fbb464f4d131e5d73e30d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalendarScreen_viewer$data = {
  readonly month: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: string;
        readonly description: string;
        readonly id: string;
        readonly locationName: string;
        readonly participantCount: number;
        readonly shareableLink: string | null | undefined;
        readonly startTime: any | null | undefined;
      };
    }>;
  };
  readonly upcoming: {
    readonly totalCount: number;
  };
  readonly " $fragmentType": "CalendarScreen_viewer";
};
export type CalendarScreen_viewer$key = {
  readonly " $data"?: CalendarScreen_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarScreen_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "from"
    },
    {
      "kind": "RootArgument",
      "name": "to"
    },
    {
      "kind": "RootArgument",
      "name": "today"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarScreen_viewer",
  "selections": [
    {
      "alias": "upcoming",
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "today"
        },
        {
          "kind": "Literal",
          "name": "notBegun",
          "value": true
        }
      ],
      "concreteType": "UserCalendarMeetupsConnection",
      "kind": "LinkedField",
      "name": "calendarMeetups",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "month",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "concreteType": "UserCalendarMeetupsConnection",
      "kind": "LinkedField",
      "name": "calendarMeetups",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserCalendarMeetupsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Meetup",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "databaseId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "shareableLink",
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
                  "name": "participantCount",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b334cc4bc45658f652ce0500f4cf5c6b";

export default node;
