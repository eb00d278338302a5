// Who is signed in: one `viewer` query, started before the first render and refetched after
// sign-in, sign-out and profile changes.
import { createContext, type ReactNode, Suspense, useCallback, useContext } from 'react'
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay'
import type { viewerQuery as ViewerQueryType } from './__generated__/viewerQuery.graphql'
import { RootBoundary } from './components/ErrorBoundary'
import { Spinner } from './components/Spinner'
import { environment } from './relay/environment'

export const ViewerQuery = graphql`
  query viewerQuery {
    viewer {
      id
      gatherIdSet
      ...HomeScreen_viewer
      ...ProfileSetupScreen_viewer
      ...SettingsScreen_viewer
    }
    ...LoginScreen_query
  }
`

const initialReference = loadQuery<ViewerQueryType>(environment, ViewerQuery, {}, { fetchPolicy: 'network-only' })

const RefreshContext = createContext<() => void>(() => {})
/** Refetches who is signed in (after sign-in, sign-out or a profile change). */
export const useRefreshViewer = () => useContext(RefreshContext)

export function ViewerProvider({ children }: { children: (ref: PreloadedQuery<ViewerQueryType>) => ReactNode }) {
  const [reference, load] = useQueryLoader<ViewerQueryType>(ViewerQuery, initialReference)
  const refresh = useCallback(() => load({}, { fetchPolicy: 'network-only' }), [load])
  return (
    <RefreshContext.Provider value={refresh}>
      <RootBoundary onReset={refresh}>
        <Suspense fallback={<Spinner label="Loading..." />}>{reference && children(reference)}</Suspense>
      </RootBoundary>
    </RefreshContext.Provider>
  )
}

export function useViewer(reference: PreloadedQuery<ViewerQueryType>) {
  return usePreloadedQuery<ViewerQueryType>(ViewerQuery, reference)
}
