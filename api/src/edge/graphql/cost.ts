// What a GraphQL operation costs, worked out once, before it runs, from the document, the schema
// and the variables as execution will see them (defaults applied), in the manner of GitHub's
// GraphQL API: every field selected counts once for each time it can be returned, that is times
// the size of every list around it. A connection's size is its page (`first` or `last`, 20 when
// neither is given, from 0 to 100: any other page refuses the operation before it runs, since the
// walk sees every page it asks for with its variables); any other field given a list
// argument (`nodes(ids:)`) returns up to one item per element. Fragments and aliases count at
// every use. A hundred such nodes make a point; a query or subscription costs at least 1 point, a
// mutation at least 5 (a write costs the server more than its selection shows). The one price is
// what the hourly limit takes and what refuses an operation too large to run at all.
import {
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
} from 'graphql'

export const nodesPerPoint = 100
export const minimumPoints = { query: 1, mutation: 5, subscription: 1 } as const
/** The most one operation may cost: larger ones are refused whatever points are left. */
export const maxOperationPoints = 1000
/** A connection's page when neither `first` nor `last` is given, and its largest. */
export const defaultPageSize = 20
export const maxPageSize = 100

export interface Price {
  /** Points the operation takes; 0 when it will not run (no such operation, variables or a page refused). */
  points: number
  /** The most nodes it can return. */
  nodes: number
  /** Why it may not run: a page size outside 0 to maxPageSize (a client's mistake, never cut to fit). */
  refusedPage?: string
}

class PageRefused extends Error {}

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

/** The price of the operation a request runs (a validated document). */
export function priceOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown> | null,
): Price {
  const operation = selectedOperation(document, operationName)
  if (!operation) return { points: 0, nodes: 0 }
  // As execution coerces them: a variable left out takes its default.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 })
  if (coerced.errors) return { points: 0, nodes: 0 }
  const root = schema.getRootType(operation.operation) ?? undefined
  let nodes: number
  try {
    nodes = countNodes(schema, document, coerced.coerced)(operation.selectionSet, root, 1, [])
  } catch (error) {
    if (error instanceof PageRefused) return { points: 0, nodes: 0, refusedPage: error.message }
    throw error
  }
  return { points: Math.max(minimumPoints[operation.operation], Math.ceil(nodes / nodesPerPoint)), nodes }
}

function countNodes(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>) {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  )
  const composite = (name: string | undefined, otherwise: GraphQLCompositeType | undefined) => {
    if (!name) return otherwise
    const type = schema.getType(name)
    return isCompositeType(type) ? type : undefined
  }
  const count = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType | undefined,
    times: number,
    inFragments: readonly string[],
  ): number => {
    let nodes = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue
        nodes += times
        if (!selection.selectionSet) continue
        const field = fieldOf(parent, selection.name.value)
        const type = field ? getNamedType(field.type) : undefined
        const size = field ? listSize(field, selection, variables) : 1
        nodes += count(selection.selectionSet, isCompositeType(type) ? type : undefined, times * size, inFragments)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        nodes += count(
          selection.selectionSet,
          composite(selection.typeCondition?.name.value, parent),
          times,
          inFragments,
        )
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        // A cycle is refused by validation; it adds nothing here.
        if (!fragment || inFragments.includes(name)) continue
        const type = composite(fragment.typeCondition.name.value, parent)
        nodes += count(fragment.selectionSet, type, times, [...inFragments, name])
      }
    }
    return nodes
  }
  return count
}

function fieldOf(parent: GraphQLCompositeType | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === '__schema') return SchemaMetaFieldDef
  if (name === '__type') return TypeMetaFieldDef
  return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined
}

/** How many times a field's selection can be returned: its page, or one per element of a list argument. */
function listSize(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>) {
  let args: Record<string, unknown>
  try {
    args = getArgumentValues(field, node, variables)
  } catch {
    // Refused by execution: it runs nothing below.
    return 1
  }
  if (field.args.some((a) => a.name === 'first' || a.name === 'last')) return pageSize(field.name, args)
  const lengths = Object.values(args).flatMap((value) => (Array.isArray(value) ? [value.length] : []))
  return lengths.length ? Math.max(...lengths) : 1
}

/** A connection's page: `first`, else `last`, else the default; either outside 0 to maxPageSize refuses. */
function pageSize(field: string, args: Record<string, unknown>) {
  for (const name of ['first', 'last'] as const) {
    const asked = args[name]
    if (typeof asked === 'number' && (asked < 0 || asked > maxPageSize))
      throw new PageRefused(
        `${field}(${name}: ${asked}): a page holds 0 to ${maxPageSize} items; ask for more with \`after\` (or \`before\`).`,
      )
  }
  return Number(args.first ?? args.last ?? defaultPageSize)
}
