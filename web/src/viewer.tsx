// Who is signed in: one `viewer` query, started before anything renders and fetched without
// Relay (Relay loads with the screens that need it), refetched after sign-in, sign-out and
// profile changes.
import { createContext, type ReactNode, Suspense, use, useCallback, useContext, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { viewerQuery$data } from './__generated__/viewerQuery.graphql'
import viewerQueryNode from './__generated__/viewerQuery.graphql'
import { RootBoundary } from './components/ErrorBoundary'
import { Spinner } from './components/Spinner'
import { csrfHeader } from './csrf'
import { identityChanged } from './lib/identity'
import { isOwnPath, pendingJoinLink, pendingPath } from './lib/pending-join'

/** The raw answer (fragment data unread): Relay screens put it into their store. */
export interface ViewerPayload {
  data: { viewer: { id: string; gatherIdSet: boolean } | null } & Record<string, unknown>
}

export async function fetchViewer(): Promise<ViewerPayload> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeader },
    body: JSON.stringify({ documentId: viewerQueryNode.params.id, variables: {} }),
  })
  const body = (await response.json()) as { data?: viewerQuery$data | null }
  if (!body.data) throw new Error(`${response.status}: the viewer query failed`)
  return body as ViewerPayload
}

const RefreshContext = createContext<() => void>(() => {})
/** Refetches who is signed in (after sign-in, sign-out or a profile change). */
export const useRefreshViewer = () => useContext(RefreshContext)

/**
 * Into the app once signed in (sign-in, password reset): a stored join link resumes, else Home,
 * which asks for a profile first when it is incomplete.
 */
export function useEnterApp() {
  const refreshViewer = useRefreshViewer()
  const navigate = useNavigate()
  return useCallback(() => {
    const pending = pendingJoinLink.get()
    const path = pendingPath.get()
    pendingJoinLink.clear()
    pendingPath.clear()
    identityChanged()
    refreshViewer()
    navigate(pending ? `/join/${pending}` : path && isOwnPath(path) ? path : '/', { replace: true })
  }, [refreshViewer, navigate])
}

function Viewer(props: {
  state: ViewerPayload | Promise<ViewerPayload>
  children: (payload: ViewerPayload) => ReactNode
}) {
  const payload = props.state instanceof Promise ? use(props.state) : props.state
  return props.children(payload)
}

/** `initial`: the answer fetched at start, or its promise when it failed (the boundary offers Try again). */
export function ViewerProvider(props: {
  initial: ViewerPayload | Promise<ViewerPayload>
  children: (payload: ViewerPayload) => ReactNode
}) {
  const [state, setState] = useState<ViewerPayload | Promise<ViewerPayload>>(props.initial)
  const refresh = useCallback(() => setState(fetchViewer()), [])
  return (
    <RefreshContext.Provider value={refresh}>
      <RootBoundary onReset={refresh}>
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Viewer state={state}>{props.children}</Viewer>
        </Suspense>
      </RootBoundary>
    </RefreshContext.Provider>
  )
}
