/**
 * @generated SignedSource<<24fb0f21286a325bba5ee14a067aeef4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupContactInput = {
  displayName: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};
export type GroupMutationsAddMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  contact?: GroupContactInput | null | undefined;
  gatherIdOrEmail?: string | null | undefined;
  groupId: string;
};
export type GroupMutationsAddMemberMutation$data = {
  readonly addGroupMember: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly group: {
        readonly id: string;
        readonly memberCount: number;
      };
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GroupMemberRow_member">;
    };
    readonly message?: string;
  };
};
export type GroupMutationsAddMemberMutation = {
  response: GroupMutationsAddMemberMutation$data;
  variables: GroupMutationsAddMemberMutation$variables;
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
  "name": "contact"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "gatherIdOrEmail"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "contact",
    "variableName": "contact"
  },
  {
    "kind": "Variable",
    "name": "gatherIdOrEmail",
    "variableName": "gatherIdOrEmail"
  },
  {
    "kind": "Variable",
    "name": "groupId",
    "variableName": "groupId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Group",
  "kind": "LinkedField",
  "name": "group",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
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
v9 = {
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupMutationsAddMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addGroupMember",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMember",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GroupMemberRow_member"
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "AddGroupMemberPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/)
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GroupMutationsAddMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addGroupMember",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupMember",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isContact",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "initials",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Person",
                    "kind": "LinkedField",
                    "name": "person",
                    "plural": false,
                    "selections": [
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
                        "name": "profileImageUrl",
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "data",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "GroupMembersConnectionEdge"
                  }
                ]
              }
            ],
            "type": "AddGroupMemberPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7f85786286a43d0005fd0085f30e7cd",
    "id": null,
    "metadata": {},
    "name": "GroupMutationsAddMemberMutation",
    "operationKind": "mutation",
    "text": "mutation GroupMutationsAddMemberMutation(\n  $groupId: ID!\n  $gatherIdOrEmail: String\n  $contact: GroupContactInput\n) {\n  addGroupMember(groupId: $groupId, gatherIdOrEmail: $gatherIdOrEmail, contact: $contact) {\n    __typename\n    ... on AddGroupMemberPayload {\n      data {\n        id\n        displayName\n        ...GroupMemberRow_member\n        group {\n          id\n          memberCount\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment GroupMemberRow_member on GroupMember {\n  isContact\n  displayName\n  initials\n  email\n  phone\n  person {\n    gatherId\n    profileImageUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c55c9ec8a97c61fac737cd84978c46d";

export default node;
