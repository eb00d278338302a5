/**
 * @generated SignedSource<<23565299067d1411e37733f484b7312c>>
 * @relayHash 415d63921700d18b367067eff761763e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8ef10f7dc1d09ea5f7a5eccb5b7173352b21cd9c9fd0ea485ddf7e84cb5668c

import { ConcreteRequest } from 'relay-runtime';
export type AddPeopleDialogCheckQuery$variables = {
  value: string;
};
export type AddPeopleDialogCheckQuery$data = {
  readonly inviteeCheck: {
    readonly __typename: string;
    readonly data?: {
      readonly displayName: string | null | undefined;
      readonly email: string | null | undefined;
      readonly gatherId: string | null | undefined;
      readonly isEmail: boolean;
      readonly userExists: boolean;
    };
    readonly message?: string;
  };
};
export type AddPeopleDialogCheckQuery = {
  response: AddPeopleDialogCheckQuery$data;
  variables: AddPeopleDialogCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "value"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "gatherIdOrEmail",
        "variableName": "value"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "inviteeCheck",
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
            "concreteType": "InviteeCheck",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userExists",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gatherId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryInviteeCheckSuccess",
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
    "name": "AddPeopleDialogCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddPeopleDialogCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a8ef10f7dc1d09ea5f7a5eccb5b7173352b21cd9c9fd0ea485ddf7e84cb5668c",
    "metadata": {},
    "name": "AddPeopleDialogCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "82406c7ee3b228b2f432da213f07ae74";

export default node;
