/**
 * @generated SignedSource<<c062d7588ae249998564568479fd562b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GroupMutationsRemoveMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  groupId: string;
  memberId: string;
};
export type GroupMutationsRemoveMemberMutation$data = {
  readonly removeGroupMember: {
    readonly __typename: string;
    readonly data?: {
      readonly group: {
        readonly id: string;
        readonly memberCount: number;
      };
      readonly removedMemberId: string;
    };
    readonly message?: string;
  };
};
export type GroupMutationsRemoveMemberMutation = {
  response: GroupMutationsRemoveMemberMutation$data;
  variables: GroupMutationsRemoveMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "memberId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "groupId",
    "variableName": "groupId"
  },
  {
    "kind": "Variable",
    "name": "memberId",
    "variableName": "memberId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedMemberId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Group",
  "kind": "LinkedField",
  "name": "group",
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
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupMutationsRemoveMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeGroupMember",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMemberRemoved",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "RemoveGroupMemberPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GroupMutationsRemoveMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeGroupMember",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMemberRemoved",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteEdge",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "removedMemberId",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      }
                    ]
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "RemoveGroupMemberPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cdf17e8ddd85a5d92b609ce0430d6145",
    "id": null,
    "metadata": {},
    "name": "GroupMutationsRemoveMemberMutation",
    "operationKind": "mutation",
    "text": "mutation GroupMutationsRemoveMemberMutation(\n  $groupId: ID!\n  $memberId: ID!\n) {\n  removeGroupMember(groupId: $groupId, memberId: $memberId) {\n    __typename\n    ... on RemoveGroupMemberPayload {\n      data {\n        removedMemberId\n        group {\n          id\n          memberCount\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "40f98ff6706bca1fe2b1f8ebb96607ff";

export default node;
