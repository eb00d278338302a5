/**
 * @generated SignedSource<<816a56a94015bfd270eff8632d77162b>>
 * @relayHash f7723af214f274993acf15eb4063aebb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1337dc80decd3bf84b93ca232241ba287d34dd2a1fdf8668a60e49c1afbd8ef8

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsSectionQuery$variables = {
  endpoint?: string | null | undefined;
};
export type NotificationsSectionQuery$data = {
  readonly pushDevice: {
    readonly enabled: boolean;
    readonly publicKey: string;
  };
};
export type NotificationsSectionQuery = {
  response: NotificationsSectionQuery$data;
  variables: NotificationsSectionQuery$variables;
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
    "concreteType": "PushDevice",
    "kind": "LinkedField",
    "name": "pushDevice",
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
    "name": "NotificationsSectionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsSectionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1337dc80decd3bf84b93ca232241ba287d34dd2a1fdf8668a60e49c1afbd8ef8",
    "metadata": {},
    "name": "NotificationsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0ec1ef037042c2e2613edb2903bce74a";

export default node;
