/**
 * @generated SignedSource<<b788bd71f19c6f4a3d7523a6fb1c1c6b>>
 * @relayHash 7966cd78630fcc479f2642e6b5ecb978
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0dba35c3a5c63d964fbf61730c7e4755e0b1bf53abb6b56082587d0fc3a8d83

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionNewMutation$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionNewMutation$data = {
  readonly newCalendarFeed: {
    readonly __typename: string;
    readonly data?: {
      readonly url: string;
      readonly webcalUrl: string;
    };
    readonly message?: string;
  };
};
export type CalendarFeedSectionNewMutation = {
  response: CalendarFeedSectionNewMutation$data;
  variables: CalendarFeedSectionNewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "newCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarFeed",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "webcalUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "NewCalendarFeedPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedSectionNewMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarFeedSectionNewMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a0dba35c3a5c63d964fbf61730c7e4755e0b1bf53abb6b56082587d0fc3a8d83",
    "metadata": {},
    "name": "CalendarFeedSectionNewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fe68f2193d770f6de217ff2d411fdf74";

export default node;
