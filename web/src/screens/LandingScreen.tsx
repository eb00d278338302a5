import { Link } from 'react-router-dom'

const features = [
  { title: 'Live location', text: 'See everyone arrive on one map, in real time.', shot: 'map' },
  {
    title: 'Privacy first',
    text: 'Your location is shared only when you choose, and expires on its own.',
    shot: 'home',
  },
  { title: 'Quick setup', text: 'Create a gathering in seconds and share a link or QR code.', shot: 'calendar' },
  { title: 'Rideshare ready', text: 'Request a ride to the spot straight from the map.', shot: 'invite' },
]

export default function LandingScreen() {
  return (
    <main className="landing">
      <section className="hero">
        <div className="logo-mark" aria-hidden="true" />
        <h1>Meet up. Made simple.</h1>
        <p className="tagline">No chats. No social media. Only what matters.</p>
        <Link to="/login" className="button button-primary button-wide">
          Continue
        </Link>
      </section>
      <section className="features" aria-label="Features">
        {features.map((f) => (
          <article key={f.title} className="feature card">
            <div className={`feature-shot feature-shot-${f.shot}`} role="img" aria-label={`${f.title} screenshot`} />
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
