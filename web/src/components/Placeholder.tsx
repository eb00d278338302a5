import { ScreenHeader } from './ScreenHeader'

/** A screen whose full version is still to come: its title and what it will hold. */
export function Placeholder({ title, children }: { title: string; children: string }) {
  return (
    <main className="screen">
      <ScreenHeader title={title} />
      <div className="card">
        <p className="muted">{children}</p>
      </div>
    </main>
  )
}
