/**
 * @generated SignedSource<<1c1948859f7c553de79c1091fabe0517>>
 * @relayHash 774e0c1aff72864f7fa735c05b256baf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2cdba61668d0a2dc2e00a40b905a144fbc897dcbb92e4267f27a02ebd0823f9b

import { ConcreteRequest } from 'relay-runtime';
export type CreateGroupQuery$variables = {
  id: string;
};
export type CreateGroupQuery$data = {
  readonly node: {
    readonly inviteeCount?: number;
    readonly name?: string;
  } | null | undefined;
};
export type CreateGroupQuery = {
  response: CreateGroupQuery$data;
  variables: CreateGroupQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
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
      "name": "inviteeCount",
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateGroupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateGroupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "2cdba61668d0a2dc2e00a40b905a144fbc897dcbb92e4267f27a02ebd0823f9b",
    "metadata": {},
    "name": "CreateGroupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "58b3f2f0434126036e24bd36feeddb66";

export default node;
