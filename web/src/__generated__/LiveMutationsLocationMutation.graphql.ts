/**
 * @generated SignedSource<<f1b954d4fd5c1f8033392ba2b5ae161f>>
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
    "cacheID": "7008b22eacfba630a7dc0ba1d164d3af",
    "id": null,
    "metadata": {},
    "name": "LiveMutationsLocationMutation",
    "operationKind": "mutation",
    "text": "mutation LiveMutationsLocationMutation(\n  $participantId: ID!\n  $lat: Float!\n  $lon: Float!\n) {\n  updateParticipantLocation(participantId: $participantId, lat: $lat, lon: $lon) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c343866a5c336ebb31dff9a3fa848bc";

export default node;
