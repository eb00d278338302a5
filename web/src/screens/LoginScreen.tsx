import { Placeholder } from '../components/Placeholder'

export default function LoginScreen() {
  return <Placeholder title="Sign in">Sign in with Apple, Google, or your email and password.</Placeholder>
}
