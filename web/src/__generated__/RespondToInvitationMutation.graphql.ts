/**
 * @generated SignedSource<<2ab5dd5945e8bbd72fc28eafc4d1f7cf>>
 * @relayHash 65d230ccee8ceb6302c8d54ef13b838a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41cc6b31a914302afdd95d1d5fbccc18e8e6f1e4208d0a24cb1ef5c146a0df83

import { ConcreteRequest } from 'relay-runtime';
export type InvitationResponse = "ACCEPTED" | "DECLINED" | "%future added value";
export type InvitationStatus = "ACCEPTED" | "DECLINED" | "INVITED" | "PENDING" | "%future added value";
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
            "type": "RespondToInvitationPayload",
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
            "type": "RespondToInvitationPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "41cc6b31a914302afdd95d1d5fbccc18e8e6f1e4208d0a24cb1ef5c146a0df83",
    "metadata": {},
    "name": "RespondToInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eeff58a6bc61d1910f8e3c0161b24325";

export default node;
