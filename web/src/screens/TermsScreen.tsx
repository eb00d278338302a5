import { Placeholder } from '../components/Placeholder'

export default function TermsScreen() {
  return <Placeholder title="Terms of Service">Last updated July 24, 2025.</Placeholder>
}
