import { Link } from 'react-router-dom'

/** A title with the back link to home that most inner screens share. */
export function ScreenHeader({ title }: { title: string }) {
  return (
    <header className="screen-header">
      <Link to="/" className="back-link" aria-label="Back to home">
        ←
      </Link>
      <h1>{title}</h1>
    </header>
  )
}
