/**
 * @generated SignedSource<<4ad932f8ba1c7d8376c941aeb0abe474>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LiveUpdatesLocationSubscription$variables = {
  meetupId: string;
};
export type LiveUpdatesLocationSubscription$data = {
  readonly participantLocationUpdated: {
    readonly lastUpdated: any;
    readonly lat: number;
    readonly lon: number;
    readonly participantId: string;
    readonly sequence: number;
  };
};
export type LiveUpdatesLocationSubscription = {
  response: LiveUpdatesLocationSubscription$data;
  variables: LiveUpdatesLocationSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetupId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meetupId",
        "variableName": "meetupId"
      }
    ],
    "concreteType": "ParticipantLocationEvent",
    "kind": "LinkedField",
    "name": "participantLocationUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "participantId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lat",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lon",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sequence",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUpdated",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveUpdatesLocationSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveUpdatesLocationSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f10cde18ef61bb37fac28accd391559c",
    "id": null,
    "metadata": {},
    "name": "LiveUpdatesLocationSubscription",
    "operationKind": "subscription",
    "text": "subscription LiveUpdatesLocationSubscription(\n  $meetupId: ID!\n) {\n  participantLocationUpdated(meetupId: $meetupId) {\n    participantId\n    lat\n    lon\n    sequence\n    lastUpdated\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e4fc5d2035f6a007756077aa11c0b75";

export default node;
