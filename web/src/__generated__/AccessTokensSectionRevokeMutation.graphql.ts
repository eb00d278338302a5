/**
 * @generated SignedSource<<63e6b96008490d5ca203798cc77bf422>>
 * @relayHash bd567c2e4e9f022b83b0cd77cd0e777f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1b4622bb4ee0f0056d619e0c861e9d44db4b7a123d644c50e0358a0ffff0e92

import { ConcreteRequest } from 'relay-runtime';
export type AccessTokensSectionRevokeMutation$variables = {
  id: string;
};
export type AccessTokensSectionRevokeMutation$data = {
  readonly revokeAccessToken: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type AccessTokensSectionRevokeMutation = {
  response: AccessTokensSectionRevokeMutation$data;
  variables: AccessTokensSectionRevokeMutation$variables;
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
    "name": "revokeAccessToken",
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
            "concreteType": "AccessToken",
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
        "type": "RevokeAccessTokenPayload",
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
    "name": "AccessTokensSectionRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccessTokensSectionRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c1b4622bb4ee0f0056d619e0c861e9d44db4b7a123d644c50e0358a0ffff0e92",
    "metadata": {},
    "name": "AccessTokensSectionRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "60f51bd751225cb101dda9ec9426071f";

export default node;
