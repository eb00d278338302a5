/**
 * @generated SignedSource<<a531fce0969194b620da0fb2bd466ae8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccessTokenScope = "READ" | "READ_WRITE" | "%future added value";
export type AccessTokensSectionQuery$variables = Record<PropertyKey, never>;
export type AccessTokensSectionQuery$data = {
  readonly accessTokens: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
    readonly scope: AccessTokenScope;
  }>;
};
export type AccessTokensSectionQuery = {
  response: AccessTokensSectionQuery$data;
  variables: AccessTokensSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AccessToken",
    "kind": "LinkedField",
    "name": "accessTokens",
    "plural": true,
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccessTokensSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccessTokensSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "13681384a8b54257274538fa0e8d5d26",
    "id": null,
    "metadata": {},
    "name": "AccessTokensSectionQuery",
    "operationKind": "query",
    "text": "query AccessTokensSectionQuery {\n  accessTokens {\n    id\n    name\n    scope\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca733e8d79253d8a34c57c28f2deea2e";

export default node;
