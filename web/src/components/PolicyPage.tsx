import type { ReactNode } from 'react'
import { ScreenHeader } from './ScreenHeader'

export function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="screen policy">
      <ScreenHeader title={title} />
      <p className="muted">Last updated July 24, 2025</p>
      <article className="card">{children}</article>
    </main>
  )
}
