/**
 * @generated SignedSource<<d553baa4d789182e9f7e0b3c514350b6>>
 * @relayHash 13681384a8b54257274538fa0e8d5d26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c37911c639d7f5a63779065aa7c35d3603f6a4010ed548c20593e78b242badc

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
    "id": "5c37911c639d7f5a63779065aa7c35d3603f6a4010ed548c20593e78b242badc",
    "metadata": {},
    "name": "AccessTokensSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ca733e8d79253d8a34c57c28f2deea2e";

export default node;
