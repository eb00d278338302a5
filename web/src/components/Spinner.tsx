export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  )
}
