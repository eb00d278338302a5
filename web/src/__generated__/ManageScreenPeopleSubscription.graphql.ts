/**
 * @generated SignedSource<<565f3dedaa6bd89e641d1b620e4c7bd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageScreenPeopleSubscription$variables = {
  meetupId: string;
};
export type ManageScreenPeopleSubscription$data = {
  readonly participantChanged: {
    readonly participant: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ParticipantRow_participant">;
    } | null | undefined;
  };
};
export type ManageScreenPeopleSubscription = {
  response: ManageScreenPeopleSubscription$data;
  variables: ManageScreenPeopleSubscription$variables;
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
    "kind": "Variable",
    "name": "meetupId",
    "variableName": "meetupId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageScreenPeopleSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ParticipantChange",
        "kind": "LinkedField",
        "name": "participantChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Participant",
            "kind": "LinkedField",
            "name": "participant",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ParticipantRow_participant"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageScreenPeopleSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ParticipantChange",
        "kind": "LinkedField",
        "name": "participantChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Participant",
            "kind": "LinkedField",
            "name": "participant",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitationStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isOrganiser",
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
                "concreteType": "Person",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
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
                    "name": "initials",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ab1291368188bf1cdab7fe5200eb9870",
    "id": null,
    "metadata": {},
    "name": "ManageScreenPeopleSubscription",
    "operationKind": "subscription",
    "text": "subscription ManageScreenPeopleSubscription(\n  $meetupId: ID!\n) {\n  participantChanged(meetupId: $meetupId) {\n    participant {\n      id\n      ...ParticipantRow_participant\n    }\n  }\n}\n\nfragment ParticipantRow_participant on Participant {\n  id\n  invitationStatus\n  status\n  isOrganiser\n  email\n  user {\n    id\n    displayName\n    firstName\n    lastName\n    gatherId\n    initials\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebdedd392ed7fc4e5f03040167a180ab";

export default node;
