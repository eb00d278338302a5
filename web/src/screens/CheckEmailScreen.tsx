import { Placeholder } from '../components/Placeholder'

export default function CheckEmailScreen() {
  return <Placeholder title="Check Your Email">Open the link we sent you, then log in.</Placeholder>
}
