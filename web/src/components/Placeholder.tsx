import { Link } from 'react-router-dom'

/** A screen whose full version is still to come: its title and what it will hold. */
export function Placeholder({ title, children }: { title: string; children: string }) {
  return (
    <main className="screen">
      <header className="screen-header">
        <Link to="/" className="back-link" aria-label="Back to home">
          ←
        </Link>
        <h1>{title}</h1>
      </header>
      <div className="card">
        <p className="muted">{children}</p>
      </div>
    </main>
  )
}
