import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

export function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="screen policy">
      <header className="screen-header">
        <Link to="/" className="back-link" aria-label="Back">
          ←
        </Link>
        <h1>{title}</h1>
      </header>
      <p className="muted">Last updated July 24, 2025</p>
      <article className="card">{children}</article>
    </main>
  )
}
