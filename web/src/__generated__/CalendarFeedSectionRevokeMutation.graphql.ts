/**
 * @generated SignedSource<<84c5c65da81293f2ceb34dc8a0954353>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6b6ca56bfa38e652648f9d6598029ce3",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedSectionRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation CalendarFeedSectionRevokeMutation {\n  revokeCalendarFeed\n}\n"
  }
};
})();

(node as any).hash = "72f58e40a54f05a1b7f5d5bbd65b5ffa";

export default node;
