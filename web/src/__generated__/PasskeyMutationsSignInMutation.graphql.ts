/**
 * @generated SignedSource<<521922ed82a28914073d89442043fd33>>
 * @relayHash 6e6042821d88474d70d375b7b9c2220b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bdc9921ababc6c9f5552832176eee131562e25b6a2d8c5b085e62ab0201b090

import { ConcreteRequest } from 'relay-runtime';
export type PasskeyMutationsSignInMutation$variables = {
  response: string;
};
export type PasskeyMutationsSignInMutation$data = {
  readonly signInWithPasskey: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type PasskeyMutationsSignInMutation = {
  response: PasskeyMutationsSignInMutation$data;
  variables: PasskeyMutationsSignInMutation$variables;
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
    "name": "signInWithPasskey",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SignInWithPasskeyPayload",
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
    "name": "PasskeyMutationsSignInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeyMutationsSignInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1bdc9921ababc6c9f5552832176eee131562e25b6a2d8c5b085e62ab0201b090",
    "metadata": {},
    "name": "PasskeyMutationsSignInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d5dafeee57bdde70acd0d8a7732bf268";

export default node;
