/**
 * @generated SignedSource<<dedfda7927b99d591df3711f3b0fdaee>>
 * @relayHash 76f342c7c33d1421bef1799096b0b13a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a45a7ce478b2ff24458284f7aca619bc02bc99b70877792462a5512371c895e

import { ConcreteRequest } from 'relay-runtime';
export type GroupMutationsRenameMutation$variables = {
  groupId: string;
  name: string;
};
export type GroupMutationsRenameMutation$data = {
  readonly renameGroup: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly name: string;
    };
    readonly message?: string;
  };
};
export type GroupMutationsRenameMutation = {
  response: GroupMutationsRenameMutation$data;
  variables: GroupMutationsRenameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "groupId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameGroup",
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
            "concreteType": "Group",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRenameGroupSuccess",
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
    "name": "GroupMutationsRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupMutationsRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9a45a7ce478b2ff24458284f7aca619bc02bc99b70877792462a5512371c895e",
    "metadata": {},
    "name": "GroupMutationsRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0da7270cf9ea1ef6294d5b74125fe1e4";

export default node;
