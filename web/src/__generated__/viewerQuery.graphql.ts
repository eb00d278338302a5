/**
 * @generated SignedSource<<c178201f49cbea86d76dec471fb00f41>>
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
    readonly " $fragmentSpreads": FragmentRefs<"HomeScreen_viewer" | "ProfileSetupScreen_viewer">;
  } | null | undefined;
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
          }
        ],
        "storageKey": null
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "106cc90f432f07ff09e6807e6baae586",
    "id": null,
    "metadata": {},
    "name": "viewerQuery",
    "operationKind": "query",
    "text": "query viewerQuery {\n  viewer {\n    id\n    gatherIdSet\n    ...HomeScreen_viewer\n    ...ProfileSetupScreen_viewer\n  }\n}\n\nfragment HomeScreen_viewer on User {\n  displayName\n  firstName\n  gatherIdSet\n}\n\nfragment ProfileSetupScreen_viewer on User {\n  gatherIdSet\n  displayName\n}\n"
  }
};
})();

(node as any).hash = "ff6987cb76533c34994727245f9eca3d";

export default node;
