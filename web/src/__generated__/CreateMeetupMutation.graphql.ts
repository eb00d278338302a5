/**
 * @generated SignedSource<<6db8412e60f5f89480be84e26cd19e20>>
 * @relayHash d538c1dd77f79b36b616e0b943595c7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb7dc50e18e57fe0cdb0fbb1a3fbd0fd60e7eada79f70c1c4cc03c57f76234ae

import { ConcreteRequest } from 'relay-runtime';
export type CreateMeetupInput = {
  description: string;
  gatherDate: string;
  gatherTime: string;
  groupId?: string | null | undefined;
  lat?: number | null | undefined;
  locationAddress?: string | null | undefined;
  locationName: string;
  lon?: number | null | undefined;
  scheduledDateTime?: string | null | undefined;
  selectedGatherIds?: ReadonlyArray<string> | null | undefined;
};
export type CreateMeetupMutation$variables = {
  input: CreateMeetupInput;
};
export type CreateMeetupMutation$data = {
  readonly createMeetup: {
    readonly __typename: string;
    readonly data?: {
      readonly databaseId: string;
      readonly description: string;
      readonly id: string;
      readonly locationName: string;
      readonly shareUrl: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type CreateMeetupMutation = {
  response: CreateMeetupMutation$data;
  variables: CreateMeetupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createMeetup",
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
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "locationName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shareUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateMeetupPayload",
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
    "name": "CreateMeetupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateMeetupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cb7dc50e18e57fe0cdb0fbb1a3fbd0fd60e7eada79f70c1c4cc03c57f76234ae",
    "metadata": {},
    "name": "CreateMeetupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30510176ef74c773e594ca917c0a32b3";

export default node;
