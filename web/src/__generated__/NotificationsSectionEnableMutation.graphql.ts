/**
 * @generated SignedSource<<e1345d65b1d4a00233aef42294112fdc>>
 * @relayHash a55d0389d5c776840a78178810c84375
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1dd8541558d7d02a937fafdbedbfe68c99593a7d31603e2e5f396428699ddf76

import { ConcreteRequest } from 'relay-runtime';
export type PushSubscriptionInput = {
  endpoint: string;
  expirationTime?: number | null | undefined;
  keys: PushSubscriptionKeysInput;
};
export type PushSubscriptionKeysInput = {
  auth: string;
  p256dh: string;
};
export type NotificationsSectionEnableMutation$variables = {
  subscription: PushSubscriptionInput;
};
export type NotificationsSectionEnableMutation$data = {
  readonly enablePushDevice: {
    readonly __typename: string;
    readonly data?: {
      readonly enabled: boolean;
      readonly publicKey: string;
    };
    readonly message?: string;
  };
};
export type NotificationsSectionEnableMutation = {
  response: NotificationsSectionEnableMutation$data;
  variables: NotificationsSectionEnableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "subscription"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "subscription",
        "variableName": "subscription"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "enablePushDevice",
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
            "concreteType": "PushDevice",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publicKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EnablePushDevicePayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsSectionEnableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsSectionEnableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1dd8541558d7d02a937fafdbedbfe68c99593a7d31603e2e5f396428699ddf76",
    "metadata": {},
    "name": "NotificationsSectionEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7068e9fa3320c4f50a6e3209394752a";

export default node;
