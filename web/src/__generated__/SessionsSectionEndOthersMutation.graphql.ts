/**
 * @generated SignedSource<<2b3d7e34b9ef6ff4ff22bcba32603212>>
 * @relayHash 7c9c3c84080dce51a17dfd64b5a2c7f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b6ad89cc63962e98925972aa4ee37e23d25f3e99ce1dc3e9e1a976eda5a24e5

import { ConcreteRequest } from 'relay-runtime';
export type SessionsSectionEndOthersMutation$variables = Record<PropertyKey, never>;
export type SessionsSectionEndOthersMutation$data = {
  readonly endOtherSessions: {
    readonly __typename: string;
    readonly data?: number;
    readonly message?: string;
  };
};
export type SessionsSectionEndOthersMutation = {
  response: SessionsSectionEndOthersMutation$data;
  variables: SessionsSectionEndOthersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "endOtherSessions",
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
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "EndOtherSessionsPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionsSectionEndOthersMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionsSectionEndOthersMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7b6ad89cc63962e98925972aa4ee37e23d25f3e99ce1dc3e9e1a976eda5a24e5",
    "metadata": {},
    "name": "SessionsSectionEndOthersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "efbe69dfb9fc70d92cf6f534c16156aa";

export default node;
