/**
 * @generated SignedSource<<942fb0eaaf374a51bd5e8609407f1965>>
 * @relayHash 1f33d7c3a8f4146b94759f7216ca75be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59e5a615bd134c9302efbbce22ba2126f733a3e96cf4c8b955d4eafc4fe6f88e

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
      readonly shareUrl: string;
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
        "type": "MutationCreateMeetupSuccess",
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
    "id": "59e5a615bd134c9302efbbce22ba2126f733a3e96cf4c8b955d4eafc4fe6f88e",
    "metadata": {},
    "name": "CreateMeetupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "faffacd41f0f4327f85abab68275e8bb";

export default node;
