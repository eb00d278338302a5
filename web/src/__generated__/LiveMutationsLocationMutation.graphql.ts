/**
 * @generated SignedSource<<a9af8318ba0edb3ec63b9343424f3520>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LiveMutationsLocationMutation$variables = {
  lat: number;
  lon: number;
  participantId: string;
};
export type LiveMutationsLocationMutation$data = {
  readonly updateParticipantLocation: {
    readonly __typename: string;
    readonly data?: {
      readonly lastUpdated: any;
      readonly lat: number;
      readonly lon: number;
      readonly participantId: string;
      readonly sequence: number;
    };
    readonly message?: string;
  };
};
export type LiveMutationsLocationMutation = {
  response: LiveMutationsLocationMutation$data;
  variables: LiveMutationsLocationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lat"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lon"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "participantId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "lat",
        "variableName": "lat"
      },
      {
        "kind": "Variable",
        "name": "lon",
        "variableName": "lon"
      },
      {
        "kind": "Variable",
        "name": "participantId",
        "variableName": "participantId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateParticipantLocation",
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
            "concreteType": "ParticipantLocationEvent",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "participantId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lon",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sequence",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUpdated",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateParticipantLocationPayload",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveMutationsLocationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveMutationsLocationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "0758f43315313439e4b687be0e5f6e9f",
    "id": null,
    "metadata": {},
    "name": "LiveMutationsLocationMutation",
    "operationKind": "mutation",
    "text": "mutation LiveMutationsLocationMutation(\n  $participantId: ID!\n  $lat: Float!\n  $lon: Float!\n) {\n  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon) {\n    __typename\n    ... on UpdateParticipantLocationPayload {\n      data {\n        participantId\n        lat\n        lon\n        sequence\n        lastUpdated\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a132c61689bc86f2de8a77f43fc7d70";

export default node;
