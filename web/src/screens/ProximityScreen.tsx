import { Placeholder } from '../components/Placeholder'

export default function ProximityScreen() {
  return <Placeholder title="Gather">The live map of this gathering, with everyone's status.</Placeholder>
}
