import { Link } from 'react-router-dom'
// Captured from the app by `npm run screenshots`.
import calendarShot from '../assets/landing/calendar.webp'
import homeShot from '../assets/landing/home.webp'
import inviteShot from '../assets/landing/invite.webp'
import mapShot from '../assets/landing/map.webp'

const features = [
  {
    title: 'Live location',
    text: 'See everyone arrive on one map, in real time.',
    shot: mapShot,
    alt: 'The live map of a gather, with friends on their way and the People list',
  },
  {
    title: 'Privacy first',
    text: 'Your location is shared only when you choose, and expires on its own.',
    shot: homeShot,
    alt: 'The home screen, with an invitation and the active gatherings',
  },
  {
    title: 'Quick setup',
    text: 'Create a gathering in seconds and share a link or QR code.',
    shot: calendarShot,
    alt: 'The calendar, with upcoming gatherings grouped by day',
  },
  {
    title: 'Rideshare ready',
    text: 'Request a ride to the spot straight from the map.',
    shot: inviteShot,
    alt: 'An invitation to a gather, to accept or decline',
  },
]

/** `signInToContinue`: opened at a signed-in screen's address, which follows the sign-in. */
export default function LandingScreen(props: { signInToContinue?: boolean }) {
  return (
    <main className="landing">
      <section className="hero">
        <div className="logo-mark" aria-hidden="true" />
        <h1>Meet up. Made simple.</h1>
        <p className="tagline">No chats. No social media. Only what matters.</p>
        {props.signInToContinue && (
          <p className="notice" role="status">
            Sign in to continue
          </p>
        )}
        <Link to="/login" className="button button-primary button-wide">
          Continue
        </Link>
      </section>
      <section className="features" aria-label="Features">
        {features.map((f) => (
          <article key={f.title} className="feature card">
            <img
              className="feature-shot"
              src={f.shot}
              alt={f.alt}
              width={390}
              height={640}
              loading="lazy"
              decoding="async"
            />
            <h2>{f.title}</h2>
            <p className="muted">{f.text}</p>
          </article>
        ))}
      </section>
      <section className="cta">
        <h2>Ready to gather?</h2>
        <Link to="/login" className="button button-primary button-wide">
          Continue
        </Link>
      </section>
      <footer className="footer">
        © 2025 Gather · <Link to="/privacy">Privacy</Link> · <Link to="/terms">Terms</Link>
      </footer>
    </main>
  )
}
