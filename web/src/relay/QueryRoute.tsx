// One query per route (style rule 13), started on navigation in the same render that starts the
// screen's chunk: the route element starts (or finds) its query while it renders, before the lazy
// screen below it suspends, so code and data load in parallel. A query is started once per
// navigation (keyed by the router's location key) and read with usePreloadedQuery.
import { type ReactNode, Suspense, useCallback, useState } from 'react'
import { loadQuery, type PreloadedQuery } from 'react-relay'
import { useLocation } from 'react-router-dom'
import { type GraphQLTaggedNode, getRequest, type OperationType } from 'relay-runtime'
import { onIdentityChange } from '../lib/identity'
import { retryCount } from '../lib/lazy'
import { environment } from './environment'

export type Refetch = () => void

interface Started {
  key: string
  reference: PreloadedQuery<OperationType>
  /** Started before the router rendered (the first page): the first navigation claims it. */
  early: boolean
}

// The current reference per query: a new navigation replaces (and releases) the previous one.
const started = new Map<string, Started>()

function routeQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  navigation: string | null,
): PreloadedQuery<T> {
  const name = getRequest(query).params.name
  // After a retry (Try again, or a screen's own retry after an outage) the query starts anew.
  const key = `${navigation}:${retryCount()}:${JSON.stringify(variables)}`
  const current = started.get(name)
  if (
    current &&
    (current.key === key ||
      (current.early && navigation !== null && current.key === `null:${retryCount()}:${JSON.stringify(variables)}`))
  ) {
    if (current.early) started.set(name, { ...current, key, early: false })
    return current.reference as PreloadedQuery<T>
  }
  current?.reference.dispose()
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' })
  started.set(name, { key, reference: reference as PreloadedQuery<OperationType>, early: navigation === null })
  return reference
}

// Signed in: the queries started so far asked as nobody (the first page's preload under a
// signed-out deep link) and must not be claimed by the next screen.
onIdentityChange(() => {
  for (const current of started.values()) current.reference.dispose()
  started.clear()
})

/** Starts a route's query before the router renders (the first page, in parallel with the viewer). */
export function preloadRouteQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']) {
  routeQuery<T>(query, variables, null)
}

/** The route's query for this navigation, and a refetch that keeps the screen on screen. */
export function useRouteQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): [PreloadedQuery<T>, Refetch] {
  const navigation = useLocation().key
  const initial = routeQuery<T>(query, variables, navigation)
  const [refetched, setRefetched] = useState<{ after: PreloadedQuery<T>; reference: PreloadedQuery<T> } | null>(null)
  const key = JSON.stringify(variables)
  const refetch = useCallback(() => {
    const reference = loadQuery<T>(environment, query, JSON.parse(key), { fetchPolicy: 'store-and-network' })
    setRefetched((previous) => {
      if (previous?.after === initial) previous.reference.dispose()
      return { after: initial, reference }
    })
  }, [query, key, initial])
  // Rendered from the store at once while the fresh answer comes.
  return [refetched?.after === initial ? refetched.reference : initial, refetch]
}

export function QueryRoute<T extends OperationType>(props: {
  query: GraphQLTaggedNode
  variables: T['variables']
  fallback: ReactNode
  children: (reference: PreloadedQuery<T>, refetch: Refetch) => ReactNode
}) {
  const [reference, refetch] = useRouteQuery<T>(props.query, props.variables)
  return <Suspense fallback={props.fallback}>{props.children(reference, refetch)}</Suspense>
}
