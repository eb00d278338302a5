import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import { Link, useSearchParams } from 'react-router-dom'
import type { LoginScreen_query$key } from '../__generated__/LoginScreen_query.graphql'
import { useFieldErrors } from '../components/useFieldErrors'
import { useAppRunning } from '../lib/app-running'
import { loadWebAuthn, passkeyCancelled, passkeyProblem } from '../lib/passkeys'
import { type PasskeySignIn, useSignInWithPasskey } from '../mutations/PasskeyMutations'
import { useSignIn } from '../mutations/SignInMutation'
import { useViewerData } from '../relay/useViewerData'
import { useToast } from '../toast/ToastProvider'
import { useEnterApp, type ViewerPayload } from '../viewer'

/** Only providers this server has credentials for are offered; a default install has none. */
function ProviderButton({ provider, label }: { provider: string; label: string }) {
  return (
    <a className="button button-wide" href={`/api/login?provider=${provider}`}>
      {label}
    </a>
  )
}

export default function LoginScreen({ payload }: { payload: ViewerPayload }) {
  const query = useViewerData(payload)
  const { authProviders } = useFragment<LoginScreen_query$key>(
    graphql`
      fragment LoginScreen_query on Query {
        authProviders { google apple }
      }
    `,
    query,
  )
  const [email, setEmail] = useState('')
  const running = useAppRunning()
  const [password, setPassword] = useState('')
  const [unverified, setUnverified] = useState(false)
  const [signIn, busy] = useSignIn()
  const toast = useToast()
  const enterApp = useEnterApp()
  const [params, setParams] = useSearchParams()
  const fields = useFieldErrors<'email' | 'password'>()
  const [signInWithPasskey, passkeyBusy] = useSignInWithPasskey()
  const [passkeys, setPasskeys] = useState(false)
  const webauthn = useRef<Awaited<ReturnType<typeof loadWebAuthn>> | null>(null)

  const signedIn = useCallback(() => {
    toast({ title: 'Login successful', description: 'Welcome back!', next: true })
    enterApp()
  }, [toast, enterApp])

  /** A passkey sign-in's end: signed in, or why not (a closed passkey sheet says nothing). */
  const passkeyResult = useCallback(
    (result: PasskeySignIn) => {
      if (result.ok) return signedIn()
      if ('error' in result && passkeyCancelled(result.error)) return
      const description = 'error' in result ? passkeyProblem(result.error) : result.message
      toast({ title: 'Login failed', description, variant: 'destructive' })
    },
    [signedIn, toast],
  )

  // The browser's passkey suggestions on the e-mail field (conditional mediation), where it has
  // them; cancelled when the person signs in otherwise or leaves the screen. Started once: the
  // latest callbacks are read through a ref.
  const latest = useRef({ signInWithPasskey, passkeyResult })
  latest.current = { signInWithPasskey, passkeyResult }
  useEffect(() => {
    let active = true
    void (async () => {
      const module = await loadWebAuthn().catch(() => null)
      if (!active || !module?.browserSupportsWebAuthn()) return
      webauthn.current = module
      setPasskeys(true)
      if (!(await module.browserSupportsWebAuthnAutofill())) return
      // Only what follows a pick is reported: suggestions that could not start say nothing (the
      // person asked for nothing yet, and a toast of theirs may be on show).
      const result = await latest.current.signInWithPasskey(true).catch(() => null)
      if (active && result && (result.ok || result.picked)) latest.current.passkeyResult(result)
    })()
    return () => {
      active = false
      webauthn.current?.WebAuthnAbortService.cancelCeremony()
    }
  }, [])

  const passkeyButton = async () => {
    try {
      passkeyResult(await signInWithPasskey(false))
    } catch {
      toast({ title: 'Login failed', description: 'An error occurred. Please try again.', variant: 'destructive' })
    }
  }

  useEffect(() => {
    const error = params.get('error')
    if (error) {
      toast({ title: 'Login failed', description: error, variant: 'destructive' })
      setParams({}, { replace: true })
    }
  }, [params, setParams, toast])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || !password) {
      fields.show({
        email: email.trim() ? undefined : 'Please enter your email',
        password: password ? undefined : 'Please enter your password',
      })
      return toast({
        title: 'Missing information',
        description: 'Please enter both email and password',
        variant: 'destructive',
      })
    }
    if (password.length < 6) {
      fields.show({ password: 'Password must be at least 6 characters' })
      return toast({
        title: 'Invalid password',
        description: 'Password must be at least 6 characters',
        variant: 'destructive',
      })
    }
    // Signing in with the password: the passkey suggestions waiting on the e-mail field end.
    webauthn.current?.WebAuthnAbortService.cancelCeremony()
    try {
      const result = await signIn(email.trim(), password)
      if (!result.ok) {
        setUnverified(result.kind === 'ForbiddenError')
        fields.show({ password: result.message || 'Invalid email or password' })
        return toast({
          title: 'Login failed',
          description: result.message || 'Invalid email or password',
          variant: 'destructive',
        })
      }
      signedIn()
    } catch {
      toast({ title: 'Login failed', description: 'An error occurred. Please try again.', variant: 'destructive' })
    }
  }

  return (
    <main className="screen auth-screen">
      <div className="logo-mark small" aria-hidden="true" />
      <h1>Welcome back</h1>
      <p className="muted">Sign in to see your gatherings.</p>
      {(authProviders.apple || authProviders.google) && (
        <>
          <div className="stack">
            {authProviders.apple && <ProviderButton provider="apple" label="Sign in with Apple" />}
            {authProviders.google && <ProviderButton provider="google" label="Sign in with Google" />}
          </div>
          <div className="divider">or</div>
        </>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <label className="field">
          <span>Email</span>
          <input
            type="email"
            autoComplete="username webauthn"
            value={email}
            {...fields.input('email')}
            onChange={(e) => {
              setEmail(e.target.value)
              fields.clear('email')
            }}
          />
        </label>
        {fields.message('email')}
        <label className="field">
          <span>Password</span>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            {...fields.input('password')}
            onChange={(e) => {
              setPassword(e.target.value)
              fields.clear('password')
            }}
          />
        </label>
        {fields.message('password')}
        <Link
          className="forgot-link"
          to={email.trim() ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : '/forgot-password'}
        >
          Forgot password?
        </Link>
        <button type="submit" className="button button-primary button-wide" disabled={busy || !running}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      {passkeys && (
        <>
          <div className="divider">or</div>
          <button type="button" className="button button-wide" onClick={passkeyButton} disabled={passkeyBusy}>
            {passkeyBusy ? 'Signing in...' : 'Sign in with a passkey'}
          </button>
        </>
      )}
      {unverified && (
        <p className="notice">
          Your email is not verified yet.{' '}
          <Link to={`/email-verification?email=${encodeURIComponent(email.trim())}`}>
            Resend the verification email
          </Link>
        </p>
      )}
      <p className="center-text">
        No account? <Link to="/signup">Create One</Link>
      </p>
    </main>
  )
}
