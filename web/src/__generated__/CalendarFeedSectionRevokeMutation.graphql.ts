/**
 * @generated SignedSource<<db99e1d3d58c4386579011153249d143>>
 * @relayHash e051953bd5b142e3473b2c9d2a9e3f9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50c8f116942ce8677bc8f5123be74a5f0ebfec5cacda022136ccfe299f75b644

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionRevokeMutation$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionRevokeMutation$data = {
  readonly revokeCalendarFeed: {
    readonly __typename: string;
    readonly data?: boolean;
    readonly message?: string;
  };
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeCalendarFeed",
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
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "RevokeCalendarFeedPayload",
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
    "id": "50c8f116942ce8677bc8f5123be74a5f0ebfec5cacda022136ccfe299f75b644",
    "metadata": {},
    "name": "CalendarFeedSectionRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f3a37c8e43982a384002bedcaf827938";

export default node;
