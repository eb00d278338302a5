// Settings → Passkeys: add a passkey (the browser's own sheet makes it), see when each was added
// and last used, and remove one after a confirmation. The button is not offered where the
// browser has no WebAuthn; @simplewebauthn/browser loads with this section, not before.
import { useEffect, useState } from 'react'
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay'
import type { PasskeysSectionAddMutation } from '../__generated__/PasskeysSectionAddMutation.graphql'
import type { PasskeysSectionOptionsMutation } from '../__generated__/PasskeysSectionOptionsMutation.graphql'
import type { PasskeysSectionQuery } from '../__generated__/PasskeysSectionQuery.graphql'
import type { PasskeysSectionRemoveMutation } from '../__generated__/PasskeysSectionRemoveMutation.graphql'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { loadWebAuthn, passkeyCancelled, passkeyProblem } from '../lib/passkeys'
import { outcome, run } from '../mutations/commit'
import { useToast } from '../toast/ToastProvider'

type Passkey = { id: string; name: string; createdAt: unknown; lastUsedAt: unknown }
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; passkeys: readonly Passkey[] }

const passkeysQuery = graphql`
  query PasskeysSectionQuery {
    passkeys { id name createdAt lastUsedAt }
  }
`

const when = (value: unknown) =>
  new Date(String(value)).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function PasskeysSection() {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [supported, setSupported] = useState(false)
  const [adding, setAdding] = useState(false)
  const [confirm, setConfirm] = useState<Passkey | null>(null)
  const [commitOptions] = useMutation<PasskeysSectionOptionsMutation>(graphql`
    mutation PasskeysSectionOptionsMutation {
      passkeyRegistrationOptions {
        __typename
        ... on PasskeyRegistrationOptionsPayload { data }
        ... on Error { message }
      }
    }
  `)
  const [commitAdd] = useMutation<PasskeysSectionAddMutation>(graphql`
    mutation PasskeysSectionAddMutation($response: String!) {
      addPasskey(response: $response) {
        __typename
        ... on AddPasskeyPayload { data { id name createdAt lastUsedAt } }
        ... on Error { message }
      }
    }
  `)
  const [commitRemove, removing] = useMutation<PasskeysSectionRemoveMutation>(graphql`
    mutation PasskeysSectionRemoveMutation($id: ID!) {
      removePasskey(id: $id) {
        __typename
        ... on RemovePasskeyPayload { data { id } }
        ... on Error { message }
      }
    }
  `)

  useEffect(() => {
    let active = true
    loadWebAuthn().then(
      (webauthn) => active && setSupported(webauthn.browserSupportsWebAuthn()),
      () => {},
    )
    const request = fetchQuery<PasskeysSectionQuery>(environment, passkeysQuery, {}, { fetchPolicy: 'network-only' })
    const subscription = request.subscribe({
      next: (data) => setState({ kind: 'ready', passkeys: data.passkeys }),
      error: () => setState({ kind: 'failed' }),
    })
    return () => {
      active = false
      subscription.unsubscribe()
    }
  }, [environment])

  const failed = (description: string) => toast({ title: 'Passkey not added', description, variant: 'destructive' })

  const add = async () => {
    setAdding(true)
    try {
      const [webauthn, options] = await Promise.all([loadWebAuthn(), run(commitOptions, {})])
      const asked = outcome(options.passkeyRegistrationOptions)
      if (!asked.ok) return failed(asked.message)
      let response: Awaited<ReturnType<typeof webauthn.startRegistration>>
      try {
        response = await webauthn.startRegistration({ optionsJSON: JSON.parse(asked.data) })
      } catch (error) {
        return passkeyCancelled(error)
          ? toast({ title: 'Passkey not added', description: passkeyProblem(error) })
          : failed(passkeyProblem(error))
      }
      const added = outcome((await run(commitAdd, { response: JSON.stringify(response) })).addPasskey)
      if (!added.ok) return failed(added.message)
      const passkey = added.data
      setState((s) => (s.kind === 'ready' ? { kind: 'ready', passkeys: [passkey, ...s.passkeys] } : s))
      toast({ title: 'Passkey added', description: `You can now sign in with "${passkey.name}".` })
    } catch {
      failed('Please try again')
    } finally {
      setAdding(false)
    }
  }

  const remove = async (passkey: Passkey) => {
    try {
      const result = outcome((await run(commitRemove, { id: passkey.id })).removePasskey)
      // Already gone (removed elsewhere) is gone all the same.
      if (!result.ok && result.kind !== 'NotFoundError') throw new Error(result.message)
      setState((s) =>
        s.kind === 'ready' ? { kind: 'ready', passkeys: s.passkeys.filter((p) => p.id !== passkey.id) } : s,
      )
      setConfirm(null)
      toast({ title: 'Passkey removed', description: `"${passkey.name}" no longer signs you in.` })
    } catch {
      toast({ title: 'Remove failed', description: 'Please try again', variant: 'destructive' })
    }
  }

  return (
    <section className="card stack section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className="muted">Sign in with your fingerprint, face or screen lock instead of your password.</p>
      {supported && (
        <button type="button" className="button" onClick={add} disabled={adding}>
          {adding ? 'Adding...' : 'Add a passkey'}
        </button>
      )}
      {state.kind === 'loading' && <p className="muted">Loading…</p>}
      {state.kind === 'failed' && <p className="muted">Your passkeys could not be loaded. Try again later.</p>}
      {state.kind === 'ready' && state.passkeys.length === 0 && <p className="muted">No passkeys yet.</p>}
      {state.kind === 'ready' && state.passkeys.length > 0 && (
        <ul className="token-list" aria-label="Your passkeys">
          {state.passkeys.map((passkey) => (
            <li key={passkey.id} className="stack">
              <p className="token-line">
                <strong>{passkey.name}</strong>
              </p>
              <p className="token-line muted">
                Added {when(passkey.createdAt)} ·{' '}
                {passkey.lastUsedAt ? `Last used ${when(passkey.lastUsedAt)}` : 'Never used'}
              </p>
              <button
                type="button"
                className="button button-danger"
                aria-label={`Remove ${passkey.name}`}
                onClick={() => setConfirm(passkey)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirm && (
        <ConfirmDialog
          title="Remove passkey"
          confirmLabel={removing ? 'Removing...' : 'Remove passkey'}
          busy={removing}
          onCancel={() => setConfirm(null)}
          onConfirm={() => remove(confirm)}
        >
          "{confirm.name}" will no longer sign you in to Gather. Your device keeps it until you delete it there.
        </ConfirmDialog>
      )}
    </section>
  )
}
