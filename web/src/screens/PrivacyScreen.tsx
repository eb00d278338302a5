import { PolicyPage } from '../components/PolicyPage'

export default function PrivacyScreen() {
  return (
    <PolicyPage title="Privacy Policy">
      <p>
        Gather helps people meet up. We collect as little as we can, keep it for as short as we can, and never sell it.
        This policy explains what we collect, why, and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your email address, to sign you in and to send you invitations and reminders you ask for.</li>
        <li>Your first and last name and display name, so the people you meet know who you are.</li>
        <li>An optional profile picture, if you add one or your Apple or Google account provides it.</li>
        <li>
          Your real-time location, only after you consent on a gathering's live screen, and only while you share it.
        </li>
        <li>The gatherings you create or join, your invitation answers and your arrival status.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To run the service: show your gatherings, let the people in a gathering see each other arrive, send the e-mails
        you expect (verification, invitations, reminders, updates), and protect accounts from abuse. No advertising
        profiles are built from your data.
      </p>
      <h2>Sharing</h2>
      <p>
        Your live location is visible only to signed-in participants of the gathering you share it with. Visitors with a
        join link see the gathering and people's names and statuses, never positions. We use processors for e-mail
        delivery and hosting under contracts that forbid other uses. We disclose data when the law requires it.
      </p>
      <h2>Retention</h2>
      <p>
        Location sharing expires automatically: shared positions are deleted when the gathering ends, when your sharing
        expires, and in any case after 24 hours at most. Gathering history is kept for up to 30 days and then deleted.
        When you delete your account, everything about you is deleted at once.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and change your profile in Settings, stop sharing your location at any time, hide gatherings from
        your list, and delete your account with everything in it. You may ask us for a copy of your data or to correct
        it.
      </p>
      <h2>Security</h2>
      <p>
        Passwords are stored only as strong one-way hashes, sessions use secure random tokens, and all traffic is
        encrypted in transit when the service runs over HTTPS.
      </p>
      <h2>Children</h2>
      <p>
        Gather is not meant for children under 13 and we do not knowingly collect their data. If you believe a child has
        an account, contact us and we will delete it.
      </p>
      <h2>Contact</h2>
      <p>
        Questions or requests: <a href="mailto:privacy@gather.app">privacy@gather.app</a>.
      </p>
    </PolicyPage>
  )
}
