/**
 * @generated SignedSource<<0bd77b6ee763390d0bcf97ae815e3d82>>
 * @relayHash 3f7b0dea9e83b87d6cfa7ed994a03714
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28e32d92e92fd327d3a624eb22d37c695c9ac03af005cf03e5bbc4e3470ffbc9

import { ConcreteRequest } from 'relay-runtime';
export type SessionsSectionQuery$variables = Record<PropertyKey, never>;
export type SessionsSectionQuery$data = {
  readonly sessions: ReadonlyArray<{
    readonly createdAt: any;
    readonly current: boolean;
    readonly id: string;
    readonly label: string;
    readonly lastSeenAt: any;
  }>;
};
export type SessionsSectionQuery = {
  response: SessionsSectionQuery$data;
  variables: SessionsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Session",
    "kind": "LinkedField",
    "name": "sessions",
    "plural": true,
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
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSeenAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "current",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionsSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionsSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "28e32d92e92fd327d3a624eb22d37c695c9ac03af005cf03e5bbc4e3470ffbc9",
    "metadata": {},
    "name": "SessionsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e3083b449fa90f6f0bb6948d529a0a8e";

export default node;
