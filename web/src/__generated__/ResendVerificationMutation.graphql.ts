/**
 * @generated SignedSource<<9ef01626a258c5abdb53c789da06d31f>>
 * @relayHash 9c963fb97140f7c6d7624da4438f7ecd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb95c7b692a7f5fe8514d60c639de0d063af1b88307ca4ba390c2aae775a6da6

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
        "type": "MutationResendVerificationSuccess",
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
    "id": "bb95c7b692a7f5fe8514d60c639de0d063af1b88307ca4ba390c2aae775a6da6",
    "metadata": {},
    "name": "ResendVerificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a8f6f896f29e4fc84749f401cd5f8b10";

export default node;
