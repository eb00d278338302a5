// The e-mailed reset link (/reset-password?token=…): a new password under the sign-up rule; on
// success the person is signed in (every other device was signed out) and enters the app as after
// sign-in. A link that is missing, expired or used says so, with a way to ask for a new one.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { PasswordChecklist } from '../components/PasswordChecklist'
import { useFieldErrors } from '../components/useFieldErrors'
import { passwordChecks } from '../lib/password'
import { useResetPassword } from '../mutations/PasswordResetMutations'
import { useToast } from '../toast/ToastProvider'
import { useEnterApp } from '../viewer'

/** Why the link cannot be used; `submitted`: the server said so (the form was on show until then). */
type Refusal = { message: string; submitted: boolean }
const incomplete: Refusal = {
  message: 'This reset link is incomplete. Open it again from the email, or ask for a new one.',
  submitted: false,
}

export default function ResetPasswordScreen() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [refusal, setRefusal] = useState<Refusal | null>(token ? null : incomplete)
  const [reset, busy] = useResetPassword()
  const toast = useToast()
  const enterApp = useEnterApp()
  const strength = passwordChecks(password)
  const fields = useFieldErrors<'password' | 'confirm'>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!strength.strong) {
      fields.show({ password: 'Please meet the password requirements.' })
      return toast({
        title: 'Password too weak',
        description: 'Please meet the password requirements.',
        variant: 'destructive',
      })
    }
    if (password !== confirm) {
      fields.show({ confirm: "Passwords don't match" })
      return toast({ title: "Passwords don't match", variant: 'destructive' })
    }
    try {
      const result = await reset(token ?? '', password)
      if (result.ok) {
        toast({
          title: 'Password changed',
          description: 'You are signed in. Every other device was signed out.',
          next: true,
        })
        return enterApp()
      }
      if (result.field === 'token') return setRefusal({ message: result.message, submitted: true })
      fields.show({ password: result.message })
      toast({ title: 'Password reset failed', description: result.message, variant: 'destructive' })
    } catch {
      toast({
        title: 'Password reset failed',
        description: 'An error occurred. Please try again.',
        variant: 'destructive',
      })
    }
  }

  if (refusal) return <LinkRefused {...refusal} />
  return (
    <main className="screen auth-screen">
      <Link to="/login" className="back-link" aria-label="Back to login">
        ←
      </Link>
      <h1>Choose a new password</h1>
      <p className="muted">Once it is set, you are signed in here and every other device is signed out.</p>
      <form className="stack" onSubmit={submit} noValidate>
        <label className="field">
          <span>New password</span>
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
          <span>Confirm new password</span>
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
        <button type="submit" className="button button-primary button-wide" disabled={!strength.strong || busy}>
          {busy ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </main>
  )
}

function LinkRefused({ message, submitted }: Refusal) {
  const heading = useRef<HTMLHeadingElement>(null)
  // After a submit, focus goes to what replaced the form (a new page's heading gets it anyway).
  useEffect(() => {
    if (submitted) heading.current?.focus()
  }, [submitted])
  return (
    <main className="screen auth-screen">
      <div className="icon-circle danger" aria-hidden="true">
        !
      </div>
      <h1 ref={heading} tabIndex={-1}>
        {submitted ? 'Reset link expired' : 'Invalid reset link'}
      </h1>
      <p className="muted">{message}</p>
      <p className="muted">Reset links work once, for 30 minutes, and only the newest one you asked for works.</p>
      <Link to="/forgot-password" className="button button-primary button-wide">
        Send a new link
      </Link>
      <Link to="/login" className="button button-wide">
        Back to Login
      </Link>
    </main>
  )
}
