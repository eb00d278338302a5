/**
 * @generated SignedSource<<133e8bb7014b125903b3cadb63308f97>>
 * @relayHash 861e73ccc8fad55ee6793f85a4cae295
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99001fb709f5aa977f34436fb87d01fcc46945959814f1513b6d6cbaa6abbd11

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
    "id": "99001fb709f5aa977f34436fb87d01fcc46945959814f1513b6d6cbaa6abbd11",
    "metadata": {},
    "name": "AccessTokensSectionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e4c6ed4d7157c00cb0af7c815d47922b";

export default node;
