// Forgot password: an address, then "Check your email", which reads the same whether or not the
// address has an account (the server answers alike, so nobody learns who has one here).
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useFieldErrors } from '../components/useFieldErrors'
import { useAppRunning } from '../lib/app-running'
import { useRequestPasswordReset } from '../mutations/PasswordResetMutations'
import { useToast } from '../toast/ToastProvider'

export default function ForgotPasswordScreen() {
  const [params] = useSearchParams()
  const [email, setEmail] = useState(params.get('email') ?? '')
  const running = useAppRunning()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [request, busy] = useRequestPasswordReset()
  const toast = useToast()
  const fields = useFieldErrors<'email'>()

  /** Whether the server took the request (it says the same for every address). */
  const send = async (address: string) => {
    const failed = { title: 'Could not send the link', variant: 'destructive' as const }
    try {
      const result = await request(address)
      if (result.ok) return true
      if (result.kind === 'ValidationError') fields.show({ email: result.message })
      toast({ ...failed, description: result.message })
    } catch {
      toast({ ...failed, description: 'An error occurred. Please try again.' })
    }
    return false
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      fields.show({ email: 'Please enter your email' })
      return toast({ title: 'Missing information', description: 'Please enter your email', variant: 'destructive' })
    }
    if (await send(address)) setSentTo(address)
  }

  if (sentTo !== null) {
    return <LinkSent email={sentTo} busy={busy} onResend={() => send(sentTo)} />
  }
  return (
    <main className="screen auth-screen">
      <Link to="/login" className="back-link" aria-label="Back to login">
        ←
      </Link>
      <h1>Forgot password?</h1>
      <p className="muted">
        Enter the email address of your Gather account and we will send you a link to choose a new password.
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        <label className="field">
          <span>Email</span>
          <input
            type="email"
            autoComplete="email"
            value={email}
            {...fields.input('email')}
            onChange={(e) => {
              setEmail(e.target.value)
              fields.clear('email')
            }}
          />
        </label>
        {fields.message('email')}
        <button type="submit" className="button button-primary button-wide" disabled={busy || !running}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <p className="center-text">
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </main>
  )
}

/** The same words for every address: the link goes only to an address with an account. */
function LinkSent({ email, busy, onResend }: { email: string; busy: boolean; onResend: () => Promise<boolean> }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form gave way to this message: move focus to it, as a new screen would.
  useEffect(() => heading.current?.focus(), [])
  const toast = useToast()
  const resend = async () => {
    if (await onResend()) {
      toast({ title: 'Email Sent', description: 'If that address has an account, a new link is on its way.' })
    }
  }
  return (
    <main className="screen auth-screen">
      <div className="icon-circle" aria-hidden="true">
        ✉
      </div>
      <h1 ref={heading} tabIndex={-1}>
        Check your email
      </h1>
      <p className="muted">If an account uses this address, we sent it a link to choose a new password:</p>
      <p className="email-address">{email}</p>
      <ol className="steps card">
        <li>Open the link in the email (it works once, for 30 minutes)</li>
        <li>Choose a new password</li>
        <li>You are signed in; every other device is signed out</li>
      </ol>
      <p className="muted">
        No email after a few minutes? Check your spam folder, or send another link (it replaces the one before).
      </p>
      <button type="button" className="button button-wide" onClick={resend} disabled={busy}>
        {busy ? 'Sending...' : 'Send another link'}
      </button>
      <Link to="/login" className="button button-primary button-wide">
        Back to Login
      </Link>
    </main>
  )
}
