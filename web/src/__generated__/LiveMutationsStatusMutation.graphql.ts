/**
 * @generated SignedSource<<b4b7695eba4cf5fb952ffc9c86be6367>>
 * @relayHash 39465cfb3285f5617e6468a1932bba8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f28319e8e4f359e97bcfca12255c9df6dedff9f9a7af5e2d2130d59bec5b8f43

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
        "type": "MutationUpdateParticipantStatusSuccess",
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
    "id": "f28319e8e4f359e97bcfca12255c9df6dedff9f9a7af5e2d2130d59bec5b8f43",
    "metadata": {},
    "name": "LiveMutationsStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "042804c58dcb578013f5de842c65965c";

export default node;
