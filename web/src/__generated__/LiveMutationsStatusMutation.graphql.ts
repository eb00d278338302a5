/**
 * @generated SignedSource<<b1c31dc7d0b536d056c021f6c9515f61>>
 * @relayHash 4790f6568b44c3a448fcfc96d611ba52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b6c70589f765b949e4eec3b1e5dd566b3234bd2c2428bf9df2501d0cb006f45

import { ConcreteRequest } from 'relay-runtime';
export type ParticipantStatus = "HERE" | "INVITED" | "JOINED" | "ON_MY_WAY" | "RUNNING_LATE" | "%future added value";
export type LiveMutationsStatusMutation$variables = {
  participantId: string;
  status: ParticipantStatus;
};
export type LiveMutationsStatusMutation$data = {
  readonly updateParticipantStatus: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly status: ParticipantStatus;
    };
    readonly message?: string;
  };
};
export type LiveMutationsStatusMutation = {
  response: LiveMutationsStatusMutation$data;
  variables: LiveMutationsStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "participantId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "participantId",
        "variableName": "participantId"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateParticipantStatus",
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
            "concreteType": "Participant",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateParticipantStatusPayload",
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
    "name": "LiveMutationsStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveMutationsStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2b6c70589f765b949e4eec3b1e5dd566b3234bd2c2428bf9df2501d0cb006f45",
    "metadata": {},
    "name": "LiveMutationsStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b91f0ab82cf143134189e4760896c7a6";

export default node;
