/**
 * @generated SignedSource<<e0c9950cd1855a27ee8125f9ac6adf94>>
 * @relayHash 9b341e21b1f6b35248475232004a164a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6367f3ffee311b7921f9854c7cccd9b14f34ae41cd4d1632acdb6d16b868ad3f

import { ConcreteRequest } from 'relay-runtime';
export type SetProfileMutation$variables = {
  displayName: string;
  gatherId: string;
};
export type SetProfileMutation$data = {
  readonly setProfile: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly gatherId: string | null | undefined;
      readonly gatherIdSet: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type SetProfileMutation = {
  response: SetProfileMutation$data;
  variables: SetProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "displayName"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "gatherId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "displayName",
        "variableName": "displayName"
      },
      {
        "kind": "Variable",
        "name": "gatherId",
        "variableName": "gatherId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setProfile",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gatherId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gatherIdSet",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetProfilePayload",
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
    "name": "SetProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6367f3ffee311b7921f9854c7cccd9b14f34ae41cd4d1632acdb6d16b868ad3f",
    "metadata": {},
    "name": "SetProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f87fe76e130f1453e02948c58be9f16";

export default node;
