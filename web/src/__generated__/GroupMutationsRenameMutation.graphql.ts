/**
 * @generated SignedSource<<ab11f95e2fd1dc76bc5919b70d043c9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
        "type": "RenameGroupPayload",
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
    "cacheID": "81489820c55272f4a940f6e2f7b9f362",
    "id": null,
    "metadata": {},
    "name": "GroupMutationsRenameMutation",
    "operationKind": "mutation",
    "text": "mutation GroupMutationsRenameMutation(\n  $groupId: ID!\n  $name: String!\n) {\n  renameGroup(groupId: $groupId, name: $name) {\n    __typename\n    ... on RenameGroupPayload {\n      data {\n        id\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed8c7e267f44cf932fdb14e27c681b99";

export default node;
