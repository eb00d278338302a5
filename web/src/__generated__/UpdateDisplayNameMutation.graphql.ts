/**
 * @generated SignedSource<<19798e5e51a150ca30c744d552a2585a>>
 * @relayHash 4f6da41d2ee50b6f6dec8777612fa220
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc31295f9a6c8c3a5065be1246d2e1d5065c2e29f0a328886728e218e8861e73

import { ConcreteRequest } from 'relay-runtime';
export type UpdateDisplayNameMutation$variables = {
  displayName: string;
};
export type UpdateDisplayNameMutation$data = {
  readonly updateDisplayName: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type UpdateDisplayNameMutation = {
  response: UpdateDisplayNameMutation$data;
  variables: UpdateDisplayNameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "displayName"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "displayName",
        "variableName": "displayName"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateDisplayName",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateDisplayNameSuccess",
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
    "name": "UpdateDisplayNameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateDisplayNameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cc31295f9a6c8c3a5065be1246d2e1d5065c2e29f0a328886728e218e8861e73",
    "metadata": {},
    "name": "UpdateDisplayNameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "36c7a25c7c283344cd4819252974813d";

export default node;
