/**
 * @generated SignedSource<<0102eb9fd50e51aaac54f6c9334daf9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionNewMutation$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionNewMutation$data = {
  readonly newCalendarFeed: {
    readonly url: string;
    readonly webcalUrl: string;
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
    "concreteType": "CalendarFeed",
    "kind": "LinkedField",
    "name": "newCalendarFeed",
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
    "cacheID": "1245d9224715957a3aeb9805d7b6ff4d",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedSectionNewMutation",
    "operationKind": "mutation",
    "text": "mutation CalendarFeedSectionNewMutation {\n  newCalendarFeed {\n    url\n    webcalUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3687f5d69b6a18d13b62fa245ac3f4f";

export default node;
