/**
 * @generated SignedSource<<60c811b3cf7b84818fc4a2192eca6d12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4790f6568b44c3a448fcfc96d611ba52",
    "id": null,
    "metadata": {},
    "name": "LiveMutationsStatusMutation",
    "operationKind": "mutation",
    "text": "mutation LiveMutationsStatusMutation(\n  $participantId: ID!\n  $status: ParticipantStatus!\n) {\n  updateParticipantStatus(participantId: $participantId, status: $status) {\n    __typename\n    ... on UpdateParticipantStatusPayload {\n      data {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b91f0ab82cf143134189e4760896c7a6";

export default node;
