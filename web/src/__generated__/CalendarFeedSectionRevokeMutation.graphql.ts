/**
 * @generated SignedSource<<038534a022d1e829ae977cfbe7ef98a7>>
 * @relayHash 84fe20d0a0176e11829ded0d1b5323da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 790d92669fea8259411a2a8e8c4effbd54c761cbb791b7a6cbf51e3fc984227e

import { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionRevokeMutation$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionRevokeMutation$data = {
  readonly revokeCalendarFeed: {
    readonly __typename: string;
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
    "id": "790d92669fea8259411a2a8e8c4effbd54c761cbb791b7a6cbf51e3fc984227e",
    "metadata": {},
    "name": "CalendarFeedSectionRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ef19f237b3cb615a741d7dd32c5c773e";

export default node;
