/**
 * @generated SignedSource<<2882547b5f12f7beccb9e556a90f36e1>>
 * @relayHash d1a3fe73c79c4e4244c94a1c7c1eef03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5a6a200f3826ff4562ad882b882747a3d884b19a03ab780aacf8cab79354de2

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
        "type": "MutationSetProfileSuccess",
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
    "id": "b5a6a200f3826ff4562ad882b882747a3d884b19a03ab780aacf8cab79354de2",
    "metadata": {},
    "name": "SetProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d9353fc2df3c654dadd0ac178e8a389f";

export default node;
