import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { PasswordChecklist } from '../components/PasswordChecklist'
import { Spinner } from '../components/Spinner'
import { useFieldErrors } from '../components/useFieldErrors'
import { passwordChecks } from '../lib/password'
import { useVerifyEmail } from '../mutations/VerifyEmailMutation'
import { useToast } from '../toast/ToastProvider'

type State =
  | { status: 'loading' }
  | { status: 'success'; email: string; message: string }
  | { status: 'password'; email: string }
  | { status: 'error' }

export default function VerifyEmailScreen() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [verify, busy] = useVerifyEmail()
  const toast = useToast()
  const [state, setState] = useState<State>(token ? { status: 'loading' } : { status: 'error' })
  const started = useRef(false)

  /** Opens the link, with the password chosen here when the server asked for one. */
  const open = async (link: string, password?: string) => {
    try {
      const result = await verify(link, password)
      if (result.ok) return setState({ status: 'success', ...result.data })
      if (result.passwordFor !== undefined) return setState({ status: 'password', email: result.passwordFor })
      // A password that breaks the rule keeps the form; a dead link ends it.
      if (password !== undefined && result.field === 'password') {
        return result.message
      }
      setState({ status: 'error' })
      toast({ title: 'Verification failed', description: result.message, variant: 'destructive' })
    } catch {
      if (password === undefined) setState({ status: 'error' })
      toast({ title: 'Network error during verification', variant: 'destructive' })
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is opened once, on arrival
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!token) {
      toast({ title: 'Invalid verification link', variant: 'destructive' })
      return
    }
    void open(token)
  }, [token])

  if (state.status === 'loading') return <Spinner label="Verifying your email..." />
  if (state.status === 'password' && token) {
    return <ChoosePassword email={state.email} busy={busy} onSubmit={(password) => open(token, password)} />
  }
  if (state.status === 'success') {
    return (
      <main className="screen auth-screen">
        <div className="icon-circle success" aria-hidden="true">
          ✓
        </div>
        <h1>Email Verified!</h1>
        <p className="muted">{state.message}</p>
        <p className="email-address">Account: {state.email}</p>
        <Link to="/login" className="button button-primary button-wide">
          Continue to Login
        </Link>
      </main>
    )
  }
  return (
    <main className="screen auth-screen">
      <div className="icon-circle danger" aria-hidden="true">
        !
      </div>
      <h1>Verification Failed</h1>
      <p className="muted">The link may have expired or been used already.</p>
      <Link to="/signup" className="button button-wide">
        Create New Account
      </Link>
      <Link to="/login" className="button button-primary button-wide">
        Back to Login
      </Link>
    </main>
  )
}

/**
 * The link was opened outside the browser that signed up: whoever opens it holds the mailbox, so
 * the password is chosen here (the one typed at sign-up may have been someone else's).
 */
function ChoosePassword(props: { email: string; busy: boolean; onSubmit: (password: string) => Promise<unknown> }) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const fields = useFieldErrors<'password' | 'confirm'>()
  const strength = passwordChecks(password)
  const strong = strength.strong

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!strong) return fields.show({ password: 'Please meet the password requirements.' })
    if (password !== confirm) return fields.show({ confirm: "Passwords don't match" })
    const refused = await props.onSubmit(password)
    if (typeof refused === 'string') fields.show({ password: refused })
  }

  return (
    <main className="screen auth-screen">
      <h1>Choose Your Password</h1>
      <p className="muted">
        This link was opened in another browser than the one used to sign up. Choose the password for your account to
        finish.
      </p>
      <p className="email-address">Account: {props.email}</p>
      <form className="stack" onSubmit={submit} noValidate>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={props.email} readOnly hidden />
        <label className="field">
          <span>Password</span>
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            {...fields.input('password')}
            onChange={(e) => {
              setPassword(e.target.value)
              fields.clear('password')
            }}
          />
        </label>
        {fields.message('password')}
        <PasswordChecklist strength={strength} />
        <label className="field">
          <span>Confirm password</span>
          <input
            type="password"
            autoComplete="new-password"
            value={confirm}
            {...fields.input('confirm')}
            onChange={(e) => {
              setConfirm(e.target.value)
              fields.clear('confirm')
            }}
          />
        </label>
        {fields.message('confirm')}
        <button type="submit" className="button button-primary button-wide" disabled={!strong || props.busy}>
          {props.busy ? 'Verifying...' : 'Verify and Set Password'}
        </button>
      </form>
    </main>
  )
}
