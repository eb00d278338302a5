// Descriptions of what the relay plugin generates (Node, node/nodes, PageInfo, every connection
// and edge, and the paging arguments), given once as the plugin's options.

export const relayDescriptions = {
  nodeTypeOptions: {
    description: 'Anything with a global id: `node(id:)` fetches it again, while you may see it.',
  },
  idFieldOptions: {
    description:
      'The global id: opaque and stable; `node(id:)` and every argument that names this object take it (REST paths take `databaseId`).',
  },
  nodeQueryOptions: {
    description:
      'Whatever has this global id, while you may see it; null when there is nothing, or nothing for you. An id that is no global id (a `databaseId` UUID, say) is an INVALID_ID error.',
    args: { id: { description: 'A global id, from some `id` field.' } },
  },
  nodesQueryOptions: {
    description: 'Like `node(id:)` for several ids at once, in the same order; null for each one you may not see.',
    args: { ids: { description: 'Global ids, from `id` fields.' } },
  },
  pageInfoTypeOptions: {
    description: 'Where a page sits in its list: the cursors at its two ends and whether more items lie beyond them.',
  },
  hasNextPageFieldOptions: {
    description: 'More items follow this page: ask for them with `after: endCursor`.',
  },
  hasPreviousPageFieldOptions: {
    description:
      'More items come before this page: always true when the page was asked for with `after`; with `last`, whether more came before.',
  },
  startCursorFieldOptions: { description: "The first item's cursor; null when the page is empty." },
  endCursorFieldOptions: { description: "The last item's cursor; null when the page is empty." },
  defaultConnectionTypeOptions: {
    description:
      'One page of a list: the items with their cursors (`edges`) and where the page sits (`pageInfo`). Pages hold 20 items unless `first` or `last` says otherwise (0 to 100; any other size is refused as BAD_USER_INPUT).',
  },
  defaultEdgeTypeOptions: { description: 'One item of a page, with the cursor that points at it.' },
  edgesFieldOptions: { description: "This page's items in the list's order, each with its cursor." },
  pageInfoFieldOptions: { description: 'Where this page sits: its cursors and whether there is more on either side.' },
  cursorFieldOptions: { description: 'Opaque: give it as `after` (or `before`) to page on from this item.' },
  nodeFieldOptions: { description: 'The item itself.' },
  firstArgOptions: {
    description:
      'How many items to give from the start (or from `after`): 20 when neither first nor last is given; 0 to 100 (more is refused, never cut).',
  },
  afterArgOptions: { description: "Give the items after this cursor (an edge's `cursor` or `pageInfo.endCursor`)." },
  lastArgOptions: {
    description: 'How many items to give from the end (or before `before`): 0 to 100 (more is refused, never cut).',
  },
  beforeArgOptions: {
    description: "Give the items before this cursor (an edge's `cursor` or `pageInfo.startCursor`).",
  },
} as const
