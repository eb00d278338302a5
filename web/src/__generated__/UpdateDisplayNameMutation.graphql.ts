/**
 * @generated SignedSource<<c8b543de71133948f4df513694082424>>
 * @relayHash d41ca01b7774d02118908117617bee57
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aec4eafffcae6019d9b55a97f3be641efc075c63f88c9fbc54abbffe54149646

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
    "id": "aec4eafffcae6019d9b55a97f3be641efc075c63f88c9fbc54abbffe54149646",
    "metadata": {},
    "name": "UpdateDisplayNameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8fc48a1f4e9c7454fff7c92ac3a520e";

export default node;
