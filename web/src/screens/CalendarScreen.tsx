import { Placeholder } from '../components/Placeholder'

export default function CalendarScreen() {
  return <Placeholder title="Calendar">Your upcoming gatherings, by day.</Placeholder>
}
