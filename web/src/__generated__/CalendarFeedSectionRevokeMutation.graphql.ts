/**
 * @generated SignedSource<<53870d7af558b2eca389cf33f097a609>>
 * @relayHash 6b6ca56bfa38e652648f9d6598029ce3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8659e589c4d1549ce1cfbdc4913a63fa0c4834d90e76c7ee38b25af5e938a7b0

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionRevokeMutation$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionRevokeMutation$data = {
  readonly revokeCalendarFeed: boolean;
};
export type CalendarFeedSectionRevokeMutation = {
  response: CalendarFeedSectionRevokeMutation$data;
  variables: CalendarFeedSectionRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "revokeCalendarFeed",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedSectionRevokeMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarFeedSectionRevokeMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8659e589c4d1549ce1cfbdc4913a63fa0c4834d90e76c7ee38b25af5e938a7b0",
    "metadata": {},
    "name": "CalendarFeedSectionRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "72f58e40a54f05a1b7f5d5bbd65b5ffa";

export default node;
