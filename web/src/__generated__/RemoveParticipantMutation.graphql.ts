/**
 * @generated SignedSource<<8a76040af5ef90513d549a57de77df4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveParticipantMutation$variables = {
  connections: ReadonlyArray<string>;
  meetupId: string;
  participantId: string;
};
export type RemoveParticipantMutation$data = {
  readonly removeParticipant: {
    readonly __typename: string;
    readonly data?: {
      readonly meetup: {
        readonly id: string;
        readonly participantCount: number;
        readonly pendingParticipantCount: number;
      };
      readonly removedParticipantId: string;
    };
    readonly message?: string;
  };
};
export type RemoveParticipantMutation = {
  response: RemoveParticipantMutation$data;
  variables: RemoveParticipantMutation$variables;
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
  "name": "meetupId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "participantId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "meetupId",
    "variableName": "meetupId"
  },
  {
    "kind": "Variable",
    "name": "participantId",
    "variableName": "participantId"
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
  "name": "removedParticipantId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Meetup",
  "kind": "LinkedField",
  "name": "meetup",
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
      "name": "participantCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingParticipantCount",
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
    "name": "RemoveParticipantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeParticipant",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RemovedParticipant",
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
            "type": "RemoveParticipantPayload",
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
    "name": "RemoveParticipantMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeParticipant",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RemovedParticipant",
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
                    "name": "removedParticipantId",
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
            "type": "RemoveParticipantPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b7e6af762b5e616fb781ccdcd222db23",
    "id": null,
    "metadata": {},
    "name": "RemoveParticipantMutation",
    "operationKind": "mutation",
    "text": "mutation RemoveParticipantMutation(\n  $meetupId: ID!\n  $participantId: ID!\n) {\n  removeParticipant(meetupId: $meetupId, participantId: $participantId) {\n    __typename\n    ... on RemoveParticipantPayload {\n      data {\n        removedParticipantId\n        meetup {\n          id\n          participantCount\n          pendingParticipantCount\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b14980747b8c38c63c9a21de3e81338e";

export default node;
