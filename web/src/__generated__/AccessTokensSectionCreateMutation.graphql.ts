/**
 * @generated SignedSource<<b31ee8dbee9dee1b8a0632fa09c39966>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccessTokenScope = "READ" | "READ_WRITE" | "%future added value";
export type AccessTokensSectionCreateMutation$variables = {
  name: string;
  scope: AccessTokenScope;
};
export type AccessTokensSectionCreateMutation$data = {
  readonly createAccessToken: {
    readonly __typename: string;
    readonly data?: {
      readonly secret: string;
      readonly token: {
        readonly createdAt: any;
        readonly id: string;
        readonly lastUsedAt: any | null | undefined;
        readonly name: string;
        readonly scope: AccessTokenScope;
      };
    };
    readonly message?: string;
  };
};
export type AccessTokensSectionCreateMutation = {
  response: AccessTokensSectionCreateMutation$data;
  variables: AccessTokensSectionCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scope"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "scope",
        "variableName": "scope"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createAccessToken",
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
            "concreteType": "NewAccessToken",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secret",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AccessToken",
                "kind": "LinkedField",
                "name": "token",
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
                    "name": "scope",
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
            "storageKey": null
          }
        ],
        "type": "CreateAccessTokenPayload",
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
    "name": "AccessTokensSectionCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccessTokensSectionCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "861e73ccc8fad55ee6793f85a4cae295",
    "id": null,
    "metadata": {},
    "name": "AccessTokensSectionCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AccessTokensSectionCreateMutation(\n  $name: String!\n  $scope: AccessTokenScope!\n) {\n  createAccessToken(name: $name, scope: $scope) {\n    __typename\n    ... on CreateAccessTokenPayload {\n      data {\n        secret\n        token {\n          id\n          name\n          scope\n          createdAt\n          lastUsedAt\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e4c6ed4d7157c00cb0af7c815d47922b";

export default node;
