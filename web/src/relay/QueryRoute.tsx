// One query per route (style rule 13): the route element starts its query as it mounts, in
// parallel with the lazy screen chunk, and hands the preloaded reference to the screen, which
// reads it with usePreloadedQuery. Query modules stay out of the screen chunks so that starting
// a route's query never waits for its screen's code.
import { type ReactNode, Suspense, useCallback, useEffect } from 'react'
import { type PreloadedQuery, useQueryLoader } from 'react-relay'
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime'

export type Refetch = () => void

/** The route's preloaded query (null for the first render) and a refetch that keeps the screen. */
export function useRouteQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): [PreloadedQuery<T> | null, Refetch] {
  const [reference, load, dispose] = useQueryLoader<T>(query)
  const key = JSON.stringify(variables)
  useEffect(() => {
    load(JSON.parse(key), { fetchPolicy: 'store-and-network' })
    return () => dispose()
  }, [key, load, dispose])
  // Rendered from the store at once while the fresh answer comes.
  const refetch = useCallback(() => load(JSON.parse(key), { fetchPolicy: 'store-and-network' }), [key, load])
  return [reference ?? null, refetch]
}

export function QueryRoute<T extends OperationType>(props: {
  query: GraphQLTaggedNode
  variables: T['variables']
  fallback: ReactNode
  children: (reference: PreloadedQuery<T>, refetch: Refetch) => ReactNode
}) {
  const [reference, refetch] = useRouteQuery<T>(props.query, props.variables)
  if (!reference) return <>{props.fallback}</>
  return <Suspense fallback={props.fallback}>{props.children(reference, refetch)}</Suspense>
}
