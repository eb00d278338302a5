/**
 * @generated SignedSource<<4e258328388ae0382e795f0280e45aee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
        "type": "UpdateDisplayNamePayload",
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
    "cacheID": "d41ca01b7774d02118908117617bee57",
    "id": null,
    "metadata": {},
    "name": "UpdateDisplayNameMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateDisplayNameMutation(\n  $displayName: String!\n) {\n  updateDisplayName(displayName: $displayName) {\n    __typename\n    ... on UpdateDisplayNamePayload {\n      data {\n        id\n        displayName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b8fc48a1f4e9c7454fff7c92ac3a520e";

export default node;
