/**
 * @generated SignedSource<<b8f1e4a03ea1df21171d39d02801cd42>>
 * @relayHash 47ecc02d9c8acaf5fa44467ce5664ba5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 048751afd8ecb83948ba915821105e5b8c291619d692e23243e5326f4c6c503c

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysSectionAddMutation$variables = {
  response: string;
};
export type PasskeysSectionAddMutation$data = {
  readonly addPasskey: {
    readonly __typename: string;
    readonly data?: {
      readonly createdAt: any;
      readonly id: string;
      readonly lastUsedAt: any | null | undefined;
      readonly name: string;
    };
    readonly message?: string;
  };
};
export type PasskeysSectionAddMutation = {
  response: PasskeysSectionAddMutation$data;
  variables: PasskeysSectionAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "response"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "response",
        "variableName": "response"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "addPasskey",
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
            "concreteType": "Passkey",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddPasskeyPayload",
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
    "name": "PasskeysSectionAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysSectionAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "048751afd8ecb83948ba915821105e5b8c291619d692e23243e5326f4c6c503c",
    "metadata": {},
    "name": "PasskeysSectionAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e06c491b78c007447224c7df047db8f";

export default node;
