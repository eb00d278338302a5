import { Placeholder } from '../components/Placeholder'

export default function SignupScreen() {
  return <Placeholder title="Create Account">Create an account with your email and a strong password.</Placeholder>
}
