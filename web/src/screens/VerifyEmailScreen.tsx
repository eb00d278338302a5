import { Placeholder } from '../components/Placeholder'

export default function VerifyEmailScreen() {
  return <Placeholder title="Email verification">Confirming your email address...</Placeholder>
}
