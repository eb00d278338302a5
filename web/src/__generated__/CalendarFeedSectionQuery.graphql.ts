/**
 * @generated SignedSource<<ed50d650d5ee9e80b37bbb8d2d47f9ea>>
 * @relayHash c7c0a9ec0ff898178ccf9a750c112021
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 792de625b3afab87b0dd320bd7b34730fbbb56369447066cf9192e2b6402a828

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
    "id": "792de625b3afab87b0dd320bd7b34730fbbb56369447066cf9192e2b6402a828",
    "metadata": {},
    "name": "CalendarFeedSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fa352d7c48f216826fc15038757a91c7";

export default node;
