import { Placeholder } from '../components/Placeholder'

export default function SettingsScreen() {
  return <Placeholder title="Settings">Your profile, privacy and account.</Placeholder>
}
