/**
 * @generated SignedSource<<61e9dd3f7257b7e88d025ed98d76d296>>
 * @relayHash 73d8a2338d517b5831a06a94b68e69eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e790e95d11e77175246daa61bf0326ff898bdbd3f9e777efeb2625188d19ae1

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysSectionRemoveMutation$variables = {
  id: string;
};
export type PasskeysSectionRemoveMutation$data = {
  readonly removePasskey: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type PasskeysSectionRemoveMutation = {
  response: PasskeysSectionRemoveMutation$data;
  variables: PasskeysSectionRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removePasskey",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RemovePasskeyPayload",
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
    "name": "PasskeysSectionRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysSectionRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0e790e95d11e77175246daa61bf0326ff898bdbd3f9e777efeb2625188d19ae1",
    "metadata": {},
    "name": "PasskeysSectionRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "94b927841b0032cd4eded4e0a61bcb85";

export default node;
