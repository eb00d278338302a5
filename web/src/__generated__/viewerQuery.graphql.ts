/**
 * @generated SignedSource<<5a5314b13ebe5b587bcdc3d33f30357f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type viewerQuery$variables = Record<PropertyKey, never>;
export type viewerQuery$data = {
  readonly viewer: {
    readonly gatherIdSet: boolean;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomeScreen_viewer" | "ProfileSetupScreen_viewer" | "SettingsScreen_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LoginScreen_query">;
};
export type viewerQuery = {
  response: viewerQuery$data;
  variables: viewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gatherIdSet",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "viewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeScreen_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileSetupScreen_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SettingsScreen_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LoginScreen_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "name": "email",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthProviders",
        "kind": "LinkedField",
        "name": "authProviders",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "google",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "apple",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3654e918b6f0f0f1f11049f4f8143045",
    "id": null,
    "metadata": {},
    "name": "viewerQuery",
    "operationKind": "query",
    "text": "query viewerQuery {\n  viewer {\n    id\n    gatherIdSet\n    ...HomeScreen_viewer\n    ...ProfileSetupScreen_viewer\n    ...SettingsScreen_viewer\n  }\n  ...LoginScreen_query\n}\n\nfragment HomeScreen_viewer on User {\n  displayName\n  firstName\n  gatherIdSet\n}\n\nfragment LoginScreen_query on Query {\n  authProviders {\n    google\n    apple\n  }\n}\n\nfragment ProfileSetupScreen_viewer on User {\n  gatherIdSet\n  displayName\n  firstName\n}\n\nfragment SettingsScreen_viewer on User {\n  email\n  firstName\n  lastName\n  displayName\n  gatherId\n}\n"
  }
};
})();

(node as any).hash = "5a84e6c844450acb8110d7d30ab84ce6";

export default node;
