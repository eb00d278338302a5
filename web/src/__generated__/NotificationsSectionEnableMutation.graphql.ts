/**
 * @generated SignedSource<<2a23f253da74a376a09a0c88fa58bf96>>
 * @relayHash 983d358690ff22f39bcdecb0062a7d85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c5211d868b01fdd2c9c6fce97d2e607a9aa02c41e53b6d0438be1bf1806eb90

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
    readonly enabled: boolean;
    readonly publicKey: string;
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
    "concreteType": "PushDevice",
    "kind": "LinkedField",
    "name": "enablePushDevice",
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
    "id": "8c5211d868b01fdd2c9c6fce97d2e607a9aa02c41e53b6d0438be1bf1806eb90",
    "metadata": {},
    "name": "NotificationsSectionEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25566036604886434be1d9df486a3fc3";

export default node;
