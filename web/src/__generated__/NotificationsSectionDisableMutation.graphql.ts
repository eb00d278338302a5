/**
 * @generated SignedSource<<ca657164e08f42fb1f8462fa6e1c1d68>>
 * @relayHash 391078a06f28fe9f14db4ef33dc93057
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 576ea24a893eeefe2b2571422f9e72c7cccfa012ab050992a47d5c71238471af

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsSectionDisableMutation$variables = {
  endpoint: string;
};
export type NotificationsSectionDisableMutation$data = {
  readonly disablePushDevice: {
    readonly __typename: string;
    readonly data?: boolean;
    readonly message?: string;
  };
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "disablePushDevice",
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
        "type": "DisablePushDevicePayload",
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
    "id": "576ea24a893eeefe2b2571422f9e72c7cccfa012ab050992a47d5c71238471af",
    "metadata": {},
    "name": "NotificationsSectionDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "721eeae5bae43dd7d0ad0d4f0b625c02";

export default node;
