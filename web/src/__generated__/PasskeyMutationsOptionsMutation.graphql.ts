/**
 * @generated SignedSource<<9fde14c7d23d9f4788515cd91c6f22c7>>
 * @relayHash 309e0e36997b4b47bc7403f099441bf6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b604eaeb11975aec8f576cbebebd5d9aeef4ded7d38f2ade8274b839ff123038

import { ConcreteRequest } from 'relay-runtime';
export type PasskeyMutationsOptionsMutation$variables = Record<PropertyKey, never>;
export type PasskeyMutationsOptionsMutation$data = {
  readonly passkeySignInOptions: {
    readonly __typename: string;
    readonly data?: string;
    readonly message?: string;
  };
};
export type PasskeyMutationsOptionsMutation = {
  response: PasskeyMutationsOptionsMutation$data;
  variables: PasskeyMutationsOptionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "passkeySignInOptions",
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
        "type": "PasskeySignInOptionsPayload",
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
    "name": "PasskeyMutationsOptionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeyMutationsOptionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b604eaeb11975aec8f576cbebebd5d9aeef4ded7d38f2ade8274b839ff123038",
    "metadata": {},
    "name": "PasskeyMutationsOptionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a07ad840309f441d16ee43df25b3c3c8";

export default node;
