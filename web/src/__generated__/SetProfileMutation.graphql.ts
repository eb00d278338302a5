/**
 * @generated SignedSource<<56ed862c5719d47a67bbfa697a3bf010>>
 * @relayHash 979e17992677b53fb4a63160a4cca49a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe228c0adfcb2d8f33aefdeabafe73fab8be46024bd84c7fcab830ae08342a9f

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
    readonly field?: string | null | undefined;
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "id": "fe228c0adfcb2d8f33aefdeabafe73fab8be46024bd84c7fcab830ae08342a9f",
    "metadata": {},
    "name": "SetProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95b52f6c3a49979da71164d585b9c6d8";

export default node;
