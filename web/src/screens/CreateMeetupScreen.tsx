import { Placeholder } from '../components/Placeholder'

export default function CreateMeetupScreen() {
  return (
    <Placeholder title="New Gather">Pick a place, say what it is about, choose a time and invite people.</Placeholder>
  )
}
