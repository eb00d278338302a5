import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { PasswordChecklist } from '../components/PasswordChecklist'
import { useFieldErrors } from '../components/useFieldErrors'
import { passwordChecks } from '../lib/password'
import { useSignUp } from '../mutations/SignUpMutation'
import { useToast } from '../toast/ToastProvider'

export default function SignupScreen() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [signUp, busy] = useSignUp()
  const toast = useToast()
  const navigate = useNavigate()
  const strength = passwordChecks(password)
  const fields = useFieldErrors<'email' | 'password' | 'confirm'>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || !password || !confirm) {
      fields.show({
        email: email.trim() ? undefined : 'Please enter your email',
        password: password ? undefined : 'Please choose a password',
        confirm: confirm ? undefined : 'Please confirm your password',
      })
      return toast({
        title: 'Account creation failed',
        description: 'Please fill in all fields',
        variant: 'destructive',
      })
    }
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
      const result = await signUp(email.trim(), password)
      if (!result.ok) {
        fields.show({ email: result.message || 'An error occurred' })
        return toast({ title: 'Account creation failed', description: result.message, variant: 'destructive' })
      }
      if (result.data.requiresVerification) {
        navigate(`/email-verification?email=${encodeURIComponent(result.data.email)}`)
      } else {
        toast({ title: 'Account created!', description: 'Welcome to Gather! You are now logged in.', next: true })
        navigate('/')
      }
    } catch {
      toast({ title: 'Account creation failed', description: 'An error occurred', variant: 'destructive' })
    }
  }

  return (
    <main className="screen auth-screen">
      <Link to="/login" className="back-link" aria-label="Back to login">
        ←
      </Link>
      <h1>Create Account</h1>
      <p className="muted">Join Gather with your email address.</p>
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
        <button type="submit" className="button button-primary button-wide" disabled={!strength.strong || busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <p className="center-text">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </main>
  )
}
