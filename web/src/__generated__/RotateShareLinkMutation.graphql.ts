/**
 * @generated SignedSource<<ebc31a0306ecb2126bab512b04a0b54b>>
 * @relayHash 24444f2f126d5ccd0a9cbcce92f39b7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8280ab28352b55572d9ecb4d63a2fa89e1058c850ef5fee594c76932c904bda

import { ConcreteRequest } from 'relay-runtime';
export type RotateShareLinkMutation$variables = {
  meetupId: string;
};
export type RotateShareLinkMutation$data = {
  readonly rotateShareLink: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly shareUrl: string | null | undefined;
      readonly shareableLink: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type RotateShareLinkMutation = {
  response: RotateShareLinkMutation$data;
  variables: RotateShareLinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetupId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meetupId",
        "variableName": "meetupId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "rotateShareLink",
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
            "concreteType": "Meetup",
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
                "name": "shareUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shareableLink",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RotateShareLinkPayload",
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
    "name": "RotateShareLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RotateShareLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b8280ab28352b55572d9ecb4d63a2fa89e1058c850ef5fee594c76932c904bda",
    "metadata": {},
    "name": "RotateShareLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "395140058cf47c2cdc7e45098f67bc35";

export default node;
