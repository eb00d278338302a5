import { PolicyPage } from '../components/PolicyPage'

export default function TermsScreen() {
  return (
    <PolicyPage title="Terms of Service">
      <p>By using Gather you agree to these terms. Please read them; they are short.</p>
      <h2>Who can use Gather</h2>
      <p>You must be at least 13 years old, and old enough in your country to agree to these terms.</p>
      <h2>Acceptable use</h2>
      <ul>
        <li>Invite only people who would want to hear from you; no spam, harassment or stalking.</li>
        <li>Do not share anyone's location without their consent, and do not use Gather to track people.</li>
        <li>Do not break the law, attack the service, or try to reach data that is not yours.</li>
      </ul>
      <h2>Location sharing</h2>
      <p>
        Location is shared only with your consent and only with the participants of a gathering. Sharing expires
        automatically when the gathering ends or after 24 hours at most, and you can stop it at any time.
      </p>
      <h2>Disclaimers</h2>
      <p>
        Gather is provided as is. Positions, distances and travel times are estimates that can be wrong or late; do not
        rely on them for safety. Ride requests are handled by the ride services, not by us.
      </p>
      <h2>Liability</h2>
      <p>To the extent the law allows, we are not liable for indirect or consequential losses from using Gather.</p>
      <h2>Termination</h2>
      <p>
        You can delete your account at any time in Settings. We may suspend accounts that break these terms, telling you
        why where we can.
      </p>
      <h2>Changes</h2>
      <p>We will give about 30 days' notice of material changes to these terms, by e-mail or in the app.</p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the United States and of the state where the operator is established.
      </p>
    </PolicyPage>
  )
}
