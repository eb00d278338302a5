import { Link } from 'react-router-dom'

export default function NotFoundScreen() {
  return (
    <main className="screen center">
      <p className="big-number">404</p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist.</p>
      <Link to="/" className="button button-primary">
        Go Home
      </Link>
    </main>
  )
}
