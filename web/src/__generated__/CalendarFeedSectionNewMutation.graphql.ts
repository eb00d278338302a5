/**
 * @generated SignedSource<<3d81a5dfa61c227fb7deb6e57b7092fa>>
 * @relayHash 1245d9224715957a3aeb9805d7b6ff4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4351efc8a62c27172a6699127a254665881a28a964929efcdca20cb7f56fdf9

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
    "id": "a4351efc8a62c27172a6699127a254665881a28a964929efcdca20cb7f56fdf9",
    "metadata": {},
    "name": "CalendarFeedSectionNewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d3687f5d69b6a18d13b62fa245ac3f4f";

export default node;
