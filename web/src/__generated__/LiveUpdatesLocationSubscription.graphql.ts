/**
 * @generated SignedSource<<fa65436b9d0aaa208561dd5ee8e0c175>>
 * @relayHash 7ec8d0bbce7425446e84fe0d5239bd90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1b3ac76eece664906af93e79ae19b48f7cd79e881f7c2e44e5ad257014cc367

import { ConcreteRequest } from 'relay-runtime';
export type LiveUpdatesLocationSubscription$variables = {
  meetupId: string;
};
export type LiveUpdatesLocationSubscription$data = {
  readonly livePositions: {
    readonly positions: ReadonlyArray<{
      readonly lastUpdated: any;
      readonly lat: number;
      readonly lon: number;
      readonly participantId: string;
      readonly sequence: number;
    }>;
    readonly snapshot: boolean;
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
    "concreteType": "LivePositions",
    "kind": "LinkedField",
    "name": "livePositions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "snapshot",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ParticipantLocationEvent",
        "kind": "LinkedField",
        "name": "positions",
        "plural": true,
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
    "id": "d1b3ac76eece664906af93e79ae19b48f7cd79e881f7c2e44e5ad257014cc367",
    "metadata": {},
    "name": "LiveUpdatesLocationSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d0e360552db3f1b8f89771af56a084ee";

export default node;
