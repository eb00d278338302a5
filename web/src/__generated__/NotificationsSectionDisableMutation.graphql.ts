/**
 * @generated SignedSource<<1dc7188b9cc58d6df9a52ad815d6516f>>
 * @relayHash 2cdf4dc568a3f01b536c64bac0e2d531
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78490036bdd8516c69811ef00abc9dbce621e646d86c42acd685f18fcdf0d60b

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsSectionDisableMutation$variables = {
  endpoint: string;
};
export type NotificationsSectionDisableMutation$data = {
  readonly disablePushDevice: boolean;
};
export type NotificationsSectionDisableMutation = {
  response: NotificationsSectionDisableMutation$data;
  variables: NotificationsSectionDisableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "endpoint"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "endpoint",
        "variableName": "endpoint"
      }
    ],
    "kind": "ScalarField",
    "name": "disablePushDevice",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsSectionDisableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsSectionDisableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "78490036bdd8516c69811ef00abc9dbce621e646d86c42acd685f18fcdf0d60b",
    "metadata": {},
    "name": "NotificationsSectionDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4c2fb5052bf2cb8c3f757bd3310d7926";

export default node;
