/**
 * @generated SignedSource<<af0c42302741c6785b3db77a8eb55300>>
 * @relayHash e208c38053565200cb728f7adf66b65f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c433213050d353e2b5ab0629095636d0af91e5a1b99515479ea6a57bfe1d189e

import { ConcreteRequest } from 'relay-runtime';
export type SessionsSectionEndMutation$variables = {
  id: string;
};
export type SessionsSectionEndMutation$data = {
  readonly endSession: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type SessionsSectionEndMutation = {
  response: SessionsSectionEndMutation$data;
  variables: SessionsSectionEndMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "endSession",
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
            "concreteType": "Session",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EndSessionPayload",
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
    "name": "SessionsSectionEndMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SessionsSectionEndMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c433213050d353e2b5ab0629095636d0af91e5a1b99515479ea6a57bfe1d189e",
    "metadata": {},
    "name": "SessionsSectionEndMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a32f5382f99fc001c487536d82383700";

export default node;
