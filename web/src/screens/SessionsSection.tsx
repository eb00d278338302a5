// Settings → Signed-in devices: every browser signed in to the account, named by its browser and
// system, with when it was last active; each other one can be signed out here, or all of them at
// once. Signing one out ends it at once on the server (its open live streams too).
import { useEffect, useState } from 'react'
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay'
import type { SessionsSectionEndMutation } from '../__generated__/SessionsSectionEndMutation.graphql'
import type { SessionsSectionEndOthersMutation } from '../__generated__/SessionsSectionEndOthersMutation.graphql'
import type { SessionsSectionQuery } from '../__generated__/SessionsSectionQuery.graphql'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useNow } from '../manage/useNow'
import { outcome, run } from '../mutations/commit'
import { useToast } from '../toast/ToastProvider'
import { lastActive, thisDeviceFirst } from './last-active'

type Device = SessionsSectionQuery['response']['sessions'][number]
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; devices: readonly Device[] }

const sessionsQuery = graphql`
  query SessionsSectionQuery {
    sessions { id label createdAt lastSeenAt current }
  }
`

const signedInOn = (value: unknown) => new Date(String(value)).toLocaleDateString(undefined, { dateStyle: 'medium' })
const plural = (n: number) => `${n} other ${n === 1 ? 'device' : 'devices'}`

export function SessionsSection() {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const now = useNow(60_000)
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [confirmOthers, setConfirmOthers] = useState(false)
  const [commitEnd, ending] = useMutation<SessionsSectionEndMutation>(graphql`
    mutation SessionsSectionEndMutation($id: ID!) {
      endSession(id: $id) {
        __typename
        ... on EndSessionPayload { data { id } }
        ... on Error { message }
      }
    }
  `)
  const [commitEndOthers, endingOthers] = useMutation<SessionsSectionEndOthersMutation>(graphql`
    mutation SessionsSectionEndOthersMutation {
      endOtherSessions {
        __typename
        ... on EndOtherSessionsPayload { data }
        ... on Error { message }
      }
    }
  `)

  useEffect(() => {
    const request = fetchQuery<SessionsSectionQuery>(environment, sessionsQuery, {}, { fetchPolicy: 'network-only' })
    const subscription = request.subscribe({
      next: (data) => setState({ kind: 'ready', devices: thisDeviceFirst(data.sessions) }),
      error: () => setState({ kind: 'failed' }),
    })
    return () => subscription.unsubscribe()
  }, [environment])

  const keep = (which: (device: Device) => boolean) =>
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', devices: s.devices.filter(which) } : s))

  const signOut = async (device: Device) => {
    try {
      const { endSession } = await run(commitEnd, { id: device.id })
      const result = outcome(endSession)
      // Already gone (signed out elsewhere, or expired) is gone all the same.
      if (!result.ok && result.kind !== 'NotFoundError') throw new Error(result.message)
      keep((d) => d.id !== device.id)
      toast({ title: 'Device signed out', description: `${device.label} is no longer signed in.` })
    } catch {
      toast({ title: 'Sign out failed', description: 'Please try again', variant: 'destructive' })
    }
  }

  const signOutOthers = async () => {
    try {
      const { endOtherSessions } = await run(commitEndOthers, {})
      const result = outcome(endOtherSessions)
      if (!result.ok) throw new Error(result.message)
      keep((d) => d.current)
      setConfirmOthers(false)
      toast({ title: 'Signed out everywhere else', description: `${plural(result.data)} signed out.` })
    } catch {
      toast({ title: 'Sign out failed', description: 'Please try again', variant: 'destructive' })
    }
  }

  const devices = state.kind === 'ready' ? state.devices : []
  const others = devices.filter((d) => !d.current).length
  return (
    <section className="card stack section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Signed-in devices</h2>
      <p className="muted">
        Where your account is signed in. Sign out any device you don’t recognise or no longer use.
      </p>
      {state.kind === 'loading' && <p className="muted">Loading…</p>}
      {state.kind === 'failed' && <p className="muted">Your devices could not be loaded. Try again later.</p>}
      {devices.length > 0 && (
        <ul className="token-list" aria-label="Your devices">
          {devices.map((device) => (
            <li key={device.id} className="stack">
              <p className="token-line">
                <strong>{device.label}</strong>
                {device.current && <span className="this-device">This device</span>}
              </p>
              <p className="token-line muted">
                {device.current ? 'Active now' : lastActive(String(device.lastSeenAt), now)} · Signed in{' '}
                {signedInOn(device.createdAt)}
              </p>
              {!device.current && (
                <button
                  type="button"
                  className="button"
                  disabled={ending || endingOthers}
                  aria-label={`Sign out ${device.label}, ${lastActive(String(device.lastSeenAt), now).toLowerCase()}`}
                  onClick={() => signOut(device)}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {state.kind === 'ready' && others === 0 && <p className="muted">No other devices are signed in.</p>}
      {others > 0 && (
        <button type="button" className="button button-danger" onClick={() => setConfirmOthers(true)}>
          Sign out everywhere else
        </button>
      )}
      {confirmOthers && (
        <ConfirmDialog
          title="Sign out everywhere else?"
          confirmLabel={endingOthers ? 'Signing out...' : 'Sign out others'}
          busy={endingOthers}
          onCancel={() => setConfirmOthers(false)}
          onConfirm={signOutOthers}
        >
          {plural(others)} will be signed out at once. This device stays signed in.
        </ConfirmDialog>
      )}
    </section>
  )
}
