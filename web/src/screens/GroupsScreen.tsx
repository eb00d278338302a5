import { Placeholder } from '../components/Placeholder'

export default function GroupsScreen() {
  return <Placeholder title="My Groups">Your circles of people for quick invitations.</Placeholder>
}
