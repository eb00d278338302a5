/**
 * @generated SignedSource<<6d82654a487f8aad138e28706a8618fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginScreen_query$data = {
  readonly authProviders: {
    readonly apple: boolean;
    readonly google: boolean;
  };
  readonly " $fragmentType": "LoginScreen_query";
};
export type LoginScreen_query$key = {
  readonly " $data"?: LoginScreen_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginScreen_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoginScreen_query",
  "selections": [
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b1b24b125bee0baeaf188a5f3bc19229";

export default node;
