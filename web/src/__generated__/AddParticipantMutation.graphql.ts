/**
 * @generated SignedSource<<8cc480fe2ba9c8e23c20d20693675954>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddParticipantMutation$variables = {
  invitations: ReadonlyArray<string>;
  meetupId: string;
  people: ReadonlyArray<string>;
  value: string;
};
export type AddParticipantMutation$data = {
  readonly addParticipant: {
    readonly __typename: string;
    readonly data?: {
      readonly meetup: {
        readonly id: string;
        readonly participantCount: number;
        readonly pendingInvitationCount: number;
        readonly pendingParticipantCount: number;
      };
      readonly participant: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ParticipantRow_participant">;
      } | null | undefined;
      readonly pendingInvitation: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PendingInviteRow_invitation">;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type AddParticipantMutation = {
  response: AddParticipantMutation$data;
  variables: AddParticipantMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "invitations"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetupId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "people"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "value"
},
v4 = [
  {
    "kind": "Variable",
    "name": "gatherIdOrEmail",
    "variableName": "value"
  },
  {
    "kind": "Variable",
    "name": "meetupId",
    "variableName": "meetupId"
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
  "concreteType": "Meetup",
  "kind": "LinkedField",
  "name": "meetup",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "participantCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingParticipantCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingInvitationCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
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
    "name": "AddParticipantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addParticipant",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AddedParticipant",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Participant",
                    "kind": "LinkedField",
                    "name": "participant",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ParticipantRow_participant"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PendingInvitation",
                    "kind": "LinkedField",
                    "name": "pendingInvitation",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PendingInviteRow_invitation"
                      }
                    ],
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "AddParticipantPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/)
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AddParticipantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addParticipant",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AddedParticipant",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Participant",
                    "kind": "LinkedField",
                    "name": "participant",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "invitationStatus",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isOrganiser",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Person",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
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
                            "name": "firstName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastName",
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
                            "name": "initials",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
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
                    "name": "participant",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "people"
                      },
                      {
                        "kind": "Literal",
                        "name": "edgeTypeName",
                        "value": "MeetupParticipantsConnectionEdge"
                      }
                    ]
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PendingInvitation",
                    "kind": "LinkedField",
                    "name": "pendingInvitation",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v9/*:: as any*/),
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
                        "name": "expiresAt",
                        "storageKey": null
                      }
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
                    "name": "pendingInvitation",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "invitations"
                      },
                      {
                        "kind": "Literal",
                        "name": "edgeTypeName",
                        "value": "MeetupPendingInvitationsConnectionEdge"
                      }
                    ]
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "AddParticipantPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0bc8d664867cd9f1b21e651607b0b7d0",
    "id": null,
    "metadata": {},
    "name": "AddParticipantMutation",
    "operationKind": "mutation",
    "text": "mutation AddParticipantMutation(\n  $meetupId: ID!\n  $value: String!\n) {\n  addParticipant(meetupId: $meetupId, gatherIdOrEmail: $value) {\n    __typename\n    ... on AddParticipantPayload {\n      data {\n        participant {\n          id\n          ...ParticipantRow_participant\n        }\n        pendingInvitation {\n          id\n          ...PendingInviteRow_invitation\n        }\n        meetup {\n          id\n          participantCount\n          pendingParticipantCount\n          pendingInvitationCount\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ParticipantRow_participant on Participant {\n  id\n  invitationStatus\n  status\n  isOrganiser\n  email\n  user {\n    id\n    displayName\n    firstName\n    lastName\n    gatherId\n    initials\n  }\n}\n\nfragment PendingInviteRow_invitation on PendingInvitation {\n  email\n  createdAt\n  expiresAt\n}\n"
  }
};
})();

(node as any).hash = "4407225f7e643c88123f5d0c82aa2842";

export default node;
