// Avatar circles with initials: up to `max`, then '+N' for the rest.
const hues = [172, 243, 27, 330, 200, 95, 280, 12]

/** A stable colour per person (FNV-1a of their id); dark enough for white initials at 4.5:1 on every hue. */
function hueOf(id: string) {
  let hash = 2166136261
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619)
  return hues[(hash >>> 0) % hues.length] ?? 172
}

export function Avatar({ id, initials, name }: { id: string; initials: string; name: string }) {
  return (
    <span
      className="avatar"
      title={name}
      role="img"
      aria-label={name}
      style={{ background: `hsl(${hueOf(id)} 60% 30%)` }}
    >
      {initials}
    </span>
  )
}

export function Avatars(props: {
  people: readonly { id: string; initials: string; name: string }[]
  total: number
  max?: number
}) {
  const max = props.max ?? 3
  const shown = props.people.slice(0, max)
  const more = props.total - shown.length
  return (
    <span className="avatars">
      {shown.map((person) => (
        <Avatar key={person.id} {...person} />
      ))}
      {more > 0 && <span className="avatar avatar-more">+{more}</span>}
    </span>
  )
}
