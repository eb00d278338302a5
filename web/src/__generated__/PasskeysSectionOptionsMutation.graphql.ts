/**
 * @generated SignedSource<<41fd7f62b0d57d5edddf971c43f3d697>>
 * @relayHash 6f2bc37259e8d1c6c062c370c798073d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 254c8530c9d9ce479887c209a6e89cb247d6dc0e7f45b402e38dafffe40377c9

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysSectionOptionsMutation$variables = Record<PropertyKey, never>;
export type PasskeysSectionOptionsMutation$data = {
  readonly passkeyRegistrationOptions: {
    readonly __typename: string;
    readonly data?: string;
    readonly message?: string;
  };
};
export type PasskeysSectionOptionsMutation = {
  response: PasskeysSectionOptionsMutation$data;
  variables: PasskeysSectionOptionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "passkeyRegistrationOptions",
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
        "type": "PasskeyRegistrationOptionsPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PasskeysSectionOptionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeysSectionOptionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "254c8530c9d9ce479887c209a6e89cb247d6dc0e7f45b402e38dafffe40377c9",
    "metadata": {},
    "name": "PasskeysSectionOptionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09ab4c0cc17550ae8fbeafc4715bdd06";

export default node;
