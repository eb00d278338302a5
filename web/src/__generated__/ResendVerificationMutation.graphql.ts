/**
 * @generated SignedSource<<1b1cd4824a4e3dca0d996ad31970a3dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResendVerificationMutation$variables = {
  email: string;
};
export type ResendVerificationMutation$data = {
  readonly resendVerification: {
    readonly __typename: string;
    readonly data?: {
      readonly message: string;
    };
    readonly message?: string;
  };
};
export type ResendVerificationMutation = {
  response: ResendVerificationMutation$data;
  variables: ResendVerificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendVerification",
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
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ResendVerificationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "ResendVerificationMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResendVerificationMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "26c5492764071e8bbfb4981c119387b4",
    "id": null,
    "metadata": {},
    "name": "ResendVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation ResendVerificationMutation(\n  $email: String!\n) {\n  resendVerification(email: $email) {\n    __typename\n    ... on ResendVerificationPayload {\n      data {\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa632dbe74bc1f23964b6384df51286f";

export default node;
