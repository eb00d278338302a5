/**
 * @generated SignedSource<<d8d1591860f04ef7bf4da1f04af49848>>
 * @relayHash a4f95b217357dc29948a2e7f4d73bce9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62f7edbd1eb0d88b6ad67034509133e64024d29c5ba2e3471975d36d7a644638

import { ConcreteRequest } from 'relay-runtime';
export type AddPeopleDialogCheckQuery$variables = {
  value: string;
};
export type AddPeopleDialogCheckQuery$data = {
  readonly inviteeCheck: {
    readonly __typename: "InviteeCheckPayload";
    readonly data: {
      readonly displayName: string | null | undefined;
      readonly email: string | null | undefined;
      readonly gatherId: string | null | undefined;
      readonly isEmail: boolean;
      readonly userExists: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
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
        "type": "InviteeCheckPayload",
        "abstractKey": null
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
    "id": "62f7edbd1eb0d88b6ad67034509133e64024d29c5ba2e3471975d36d7a644638",
    "metadata": {},
    "name": "AddPeopleDialogCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "11ce61e323ed170de16193f06cedf3c5";

export default node;
