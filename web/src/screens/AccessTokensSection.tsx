// Settings → API tokens: personal access tokens for one's own scripts and apps. A token is made
// with a name and a scope, its secret is shown this once (the server keeps only a hash), and it
// can be revoked here; each shows when it was last used.
import { type FormEvent, useEffect, useState } from 'react'
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay'
import type { AccessTokensSectionCreateMutation } from '../__generated__/AccessTokensSectionCreateMutation.graphql'
import type { AccessTokensSectionQuery } from '../__generated__/AccessTokensSectionQuery.graphql'
import type { AccessTokensSectionRevokeMutation } from '../__generated__/AccessTokensSectionRevokeMutation.graphql'
import { useFieldErrors } from '../components/useFieldErrors'
import { outcome, run } from '../mutations/commit'
import { useToast } from '../toast/ToastProvider'

type Scope = 'READ' | 'READ_WRITE'
type Token = {
  id: string
  name: string
  scope: Scope | '%future added value'
  createdAt: unknown
  lastUsedAt: unknown
}
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; tokens: readonly Token[] }

const tokensQuery = graphql`
  query AccessTokensSectionQuery {
    accessTokens { id name scope createdAt lastUsedAt }
  }
`

const when = (value: unknown) =>
  new Date(String(value)).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const scopeLabel = (scope: Token['scope']) => (scope === 'READ_WRITE' ? 'Read and write' : 'Read only')

export function AccessTokensSection() {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const fields = useFieldErrors<'name'>()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [name, setName] = useState('')
  const [scope, setScope] = useState<Scope>('READ')
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null)
  const [commitCreate, creating] = useMutation<AccessTokensSectionCreateMutation>(graphql`
    mutation AccessTokensSectionCreateMutation($name: String!, $scope: AccessTokenScope!) {
      createAccessToken(name: $name, scope: $scope) {
        __typename
        ... on CreateAccessTokenPayload {
          data { secret token { id name scope createdAt lastUsedAt } }
        }
        ... on Error { message }
      }
    }
  `)
  const [commitRevoke, revoking] = useMutation<AccessTokensSectionRevokeMutation>(graphql`
    mutation AccessTokensSectionRevokeMutation($id: ID!) {
      revokeAccessToken(id: $id) {
        __typename
        ... on RevokeAccessTokenPayload { data { id } }
        ... on Error { message }
      }
    }
  `)

  useEffect(() => {
    const request = fetchQuery<AccessTokensSectionQuery>(environment, tokensQuery, {}, { fetchPolicy: 'network-only' })
    const subscription = request.subscribe({
      next: (data) => setState({ kind: 'ready', tokens: data.accessTokens }),
      error: () => setState({ kind: 'failed' }),
    })
    return () => subscription.unsubscribe()
  }, [environment])

  const create = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return fields.show({ name: 'Name is required' })
    try {
      const { createAccessToken } = await run(commitCreate, { name: name.trim(), scope })
      const result = outcome(createAccessToken)
      if (!result.ok) {
        fields.show({ name: result.message })
        return toast({ title: 'Token not created', description: result.message, variant: 'destructive' })
      }
      const { token, secret: value } = result.data
      setState((s) => (s.kind === 'ready' ? { kind: 'ready', tokens: [token, ...s.tokens] } : s))
      setSecret({ name: token.name, value })
      setName('')
    } catch {
      toast({ title: 'Token not created', description: 'Please try again', variant: 'destructive' })
    }
  }

  const revoke = async (token: Token) => {
    try {
      const { revokeAccessToken } = await run(commitRevoke, { id: token.id })
      const result = outcome(revokeAccessToken)
      // Already gone (revoked elsewhere) is gone all the same.
      if (!result.ok && result.kind !== 'NotFoundError') throw new Error(result.message)
      setState((s) => (s.kind === 'ready' ? { kind: 'ready', tokens: s.tokens.filter((t) => t.id !== token.id) } : s))
      if (secret?.name === token.name) setSecret(null)
      toast({ title: 'Token revoked', description: `"${token.name}" no longer works.` })
    } catch {
      toast({ title: 'Revoke failed', description: 'Please try again', variant: 'destructive' })
    }
  }

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value)
      toast({ title: 'Copied!', description: 'Your token is on the clipboard.' })
    } catch {
      toast({ title: 'Copy failed', variant: 'destructive' })
    }
  }

  return (
    <section className="card stack section" aria-labelledby="access-tokens-heading">
      <h2 id="access-tokens-heading">API tokens</h2>
      <p className="muted">
        Let your own scripts and apps use Gather as you. A token cannot change your sign-in, delete your account or make
        more tokens.
      </p>
      {secret && (
        <div className="stack" role="status">
          <p>
            <strong>Copy your new token now.</strong> It will not be shown again.
          </p>
          <label className="field">
            <span className="secret-label">Token "{secret.name}"</span>
            <input readOnly value={secret.value} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" className="button button-primary" onClick={() => copy(secret.value)}>
            Copy token
          </button>
          <button type="button" className="button" onClick={() => setSecret(null)}>
            Done
          </button>
        </div>
      )}
      <form className="stack" onSubmit={create} noValidate>
        <label className="field">
          <span>Token name</span>
          <input
            value={name}
            maxLength={60}
            placeholder="e.g. Home dashboard"
            onChange={(e) => {
              setName(e.target.value)
              fields.clear('name')
            }}
            {...fields.input('name')}
          />
        </label>
        {fields.message('name')}
        <fieldset className="choices">
          <legend>Access</legend>
          <label className="choice">
            <input type="radio" name="token-scope" checked={scope === 'READ'} onChange={() => setScope('READ')} />
            <span>Read only</span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="token-scope"
              checked={scope === 'READ_WRITE'}
              onChange={() => setScope('READ_WRITE')}
            />
            <span>Read and write</span>
          </label>
        </fieldset>
        <button type="submit" className="button" disabled={creating}>
          {creating ? 'Creating...' : 'Create token'}
        </button>
      </form>
      {state.kind === 'loading' && <p className="muted">Loading…</p>}
      {state.kind === 'failed' && <p className="muted">Your tokens could not be loaded. Try again later.</p>}
      {state.kind === 'ready' && state.tokens.length === 0 && <p className="muted">No tokens yet.</p>}
      {state.kind === 'ready' && state.tokens.length > 0 && (
        <ul className="token-list" aria-label="Your tokens">
          {state.tokens.map((token) => (
            <li key={token.id} className="stack">
              <p className="token-line">
                <strong>{token.name}</strong> · {scopeLabel(token.scope)}
              </p>
              <p className="token-line muted">
                Created {when(token.createdAt)} ·{' '}
                {token.lastUsedAt ? `Last used ${when(token.lastUsedAt)}` : 'Never used'}
              </p>
              <button
                type="button"
                className="button button-danger"
                disabled={revoking}
                aria-label={`Revoke ${token.name}`}
                onClick={() => revoke(token)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
