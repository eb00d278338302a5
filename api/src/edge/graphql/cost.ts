// What a GraphQL operation costs against the hourly limit, from the document alone (before it
// runs), in the manner of GitHub's GraphQL API: every field selected counts once for each time it
// can be returned, that is times the page sizes (`first` or `last`) of the lists around it; a
// hundred such nodes make a point. A query or subscription costs at least 1 point, a mutation at
// least 5 (a write costs the server more than its selection shows).
import { type DocumentNode, Kind, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql'

export const nodesPerPoint = 100
export const minimumPoints = { query: 1, mutation: 5, subscription: 1 } as const
/** A page size counts at most this much (larger ones are refused by the schema or cut anyway). */
const maxPageSize = 10_000

/** The operation a request runs: the one named, or the only one. */
export function selectedOperation(document: DocumentNode, operationName?: string | null) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  return operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined
}

/** Points the operation costs; 0 when the document has no such operation (it will not run). */
export function operationCost(
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown> | null,
): number {
  const operation = selectedOperation(document, operationName)
  if (!operation) return 0
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  )
  const pageSize = (value: ValueNode | undefined): number | undefined => {
    if (!value) return undefined
    const raw =
      value.kind === Kind.INT
        ? Number(value.value)
        : value.kind === Kind.VARIABLE
          ? Number(variables?.[value.name.value])
          : Number.NaN
    return Number.isFinite(raw) ? Math.min(Math.max(Math.trunc(raw), 0), maxPageSize) : undefined
  }

  const count = (set: SelectionSetNode, times: number, inFragments: readonly string[]): number => {
    let nodes = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue
        nodes += times
        if (!selection.selectionSet) continue
        const args = selection.arguments ?? []
        const page = pageSize(args.find((a) => a.name.value === 'first' || a.name.value === 'last')?.value)
        nodes += count(selection.selectionSet, times * (page ?? 1), inFragments)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        nodes += count(selection.selectionSet, times, inFragments)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        // A cycle is refused by validation; it adds nothing here.
        if (!fragment || inFragments.includes(name)) continue
        nodes += count(fragment.selectionSet, times, [...inFragments, name])
      }
    }
    return nodes
  }

  const nodes = count(operation.selectionSet, 1, [])
  return Math.max(minimumPoints[operation.operation], Math.ceil(nodes / nodesPerPoint))
}
