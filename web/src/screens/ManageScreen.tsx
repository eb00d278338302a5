import { Placeholder } from '../components/Placeholder'

export default function ManageScreen() {
  return <Placeholder title="Manage Gather">Edit the gathering, manage its people and send reminders.</Placeholder>
}
