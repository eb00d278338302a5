/**
 * @generated SignedSource<<f722d82a903551a1bd126af646890110>>
 * @relayHash 8c781b7cafddee3784318931ae5054c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1dff2e8b6988470a7d86cf7a8171f0f7ecda02a25cba065d4bbecffa8e46d08b

import { ConcreteRequest } from 'relay-runtime';
export type InvitationResponse = "accepted" | "declined" | "%future added value";
export type InvitationStatus = "accepted" | "declined" | "invited" | "pending" | "%future added value";
export type RespondToInvitationMutation$variables = {
  connections: ReadonlyArray<string>;
  participantId: string;
  response: InvitationResponse;
};
export type RespondToInvitationMutation$data = {
  readonly respondToInvitation: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly invitationStatus: InvitationStatus;
    };
    readonly message?: string;
  };
};
export type RespondToInvitationMutation = {
  response: RespondToInvitationMutation$data;
  variables: RespondToInvitationMutation$variables;
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
  "name": "participantId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "response"
},
v3 = [
  {
    "kind": "Variable",
    "name": "participantId",
    "variableName": "participantId"
  },
  {
    "kind": "Variable",
    "name": "response",
    "variableName": "response"
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
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invitationStatus",
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
    "name": "RespondToInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "respondToInvitation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Participant",
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
            "type": "MutationRespondToInvitationSuccess",
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
    "name": "RespondToInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "respondToInvitation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Participant",
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
                    "name": "id",
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
            "type": "MutationRespondToInvitationSuccess",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1dff2e8b6988470a7d86cf7a8171f0f7ecda02a25cba065d4bbecffa8e46d08b",
    "metadata": {},
    "name": "RespondToInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ec9fa87a5ed9e0dfefc2c12aec1a32b";

export default node;
