import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Spinner } from '../components/Spinner'
import { useVerifyEmail } from '../mutations/VerifyEmailMutation'
import { useToast } from '../toast/ToastProvider'

type State = { status: 'loading' } | { status: 'success'; email: string; message: string } | { status: 'error' }

export default function VerifyEmailScreen() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const verify = useVerifyEmail()
  const toast = useToast()
  const [state, setState] = useState<State>(token ? { status: 'loading' } : { status: 'error' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!token) {
      toast({ title: 'Invalid verification link', variant: 'destructive' })
      return
    }
    verify(token).then(
      (result) => {
        if (result.ok) setState({ status: 'success', ...result.data })
        else {
          setState({ status: 'error' })
          toast({ title: 'Verification failed', description: result.message, variant: 'destructive' })
        }
      },
      () => {
        setState({ status: 'error' })
        toast({ title: 'Network error during verification', variant: 'destructive' })
      },
    )
  }, [token, verify, toast])

  if (state.status === 'loading') return <Spinner label="Verifying your email..." />
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
