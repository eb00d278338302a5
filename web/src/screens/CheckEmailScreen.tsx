import { Link, useSearchParams } from 'react-router-dom'
import { useResendVerification } from '../mutations/ResendVerificationMutation'
import { useToast } from '../toast/ToastProvider'

export default function CheckEmailScreen() {
  const [params] = useSearchParams()
  const email = params.get('email') ?? ''
  const [resend, busy] = useResendVerification()
  const toast = useToast()

  const onResend = async () => {
    if (!email) return toast({ title: 'Error', description: 'No email address provided', variant: 'destructive' })
    const failed = {
      title: 'Failed to Send Email',
      description: 'Please try again or contact support if the problem persists.',
      variant: 'destructive' as const,
    }
    try {
      const result = await resend(email)
      if (!result.ok) return toast({ ...failed, description: result.message })
      toast({ title: 'Email Sent', description: 'Verification email has been resent. Please check your inbox.' })
    } catch {
      toast(failed)
    }
  }

  return (
    <main className="screen auth-screen">
      <div className="icon-circle" aria-hidden="true">
        ✉
      </div>
      <h1>Check Your Email</h1>
      <p className="muted">We sent a verification link to</p>
      <p className="email-address">{email || 'your email address'}</p>
      <ol className="steps card">
        <li>Click the link in the email</li>
        <li>You will be redirected to login</li>
        <li>Log in to your account</li>
      </ol>
      <button type="button" className="button button-wide" onClick={onResend} disabled={busy}>
        {busy ? 'Sending...' : 'Resend Email Verification'}
      </button>
      <Link to="/login" className="button button-primary button-wide">
        Back to Login
      </Link>
    </main>
  )
}
