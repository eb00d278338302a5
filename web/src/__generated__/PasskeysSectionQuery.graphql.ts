/**
 * @generated SignedSource<<b1e7e46b227d7d87e5039329cd81fec0>>
 * @relayHash 0cb47f9caf9a625725da54f1b2f40a78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5df7fcfb72c2043eff749dad7b443849f4075d15ca8a0ab2d0063ab27e7cc0c

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysSectionQuery$variables = Record<PropertyKey, never>;
export type PasskeysSectionQuery$data = {
  readonly passkeys: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
  }>;
};
export type PasskeysSectionQuery = {
  response: PasskeysSectionQuery$data;
  variables: PasskeysSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Passkey",
    "kind": "LinkedField",
    "name": "passkeys",
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
        "name": "name",
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
        "name": "lastUsedAt",
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
    "name": "PasskeysSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeysSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c5df7fcfb72c2043eff749dad7b443849f4075d15ca8a0ab2d0063ab27e7cc0c",
    "metadata": {},
    "name": "PasskeysSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2ddcf2bd856340f62cae9c41d144c2ff";

export default node;
