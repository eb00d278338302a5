/**
 * @generated SignedSource<<441cffd505586f3eb07d16625eab263d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionQuery$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionQuery$data = {
  readonly calendarFeed: {
    readonly url: string;
    readonly webcalUrl: string;
  } | null | undefined;
};
export type CalendarFeedSectionQuery = {
  response: CalendarFeedSectionQuery$data;
  variables: CalendarFeedSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CalendarFeed",
    "kind": "LinkedField",
    "name": "calendarFeed",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarFeedSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c7c0a9ec0ff898178ccf9a750c112021",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedSectionQuery",
    "operationKind": "query",
    "text": "query CalendarFeedSectionQuery {\n  calendarFeed {\n    url\n    webcalUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa352d7c48f216826fc15038757a91c7";

export default node;
