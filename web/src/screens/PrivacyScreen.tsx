import { Placeholder } from '../components/Placeholder'

export default function PrivacyScreen() {
  return <Placeholder title="Privacy Policy">Last updated July 24, 2025.</Placeholder>
}
