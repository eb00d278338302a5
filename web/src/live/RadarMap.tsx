// The live map without WebGL (old phones, locked-down browsers, headless browsers without a GPU):
// the venue in the middle, everyone placed around it to scale, with two distance rings. Same
// markers as the MapLibre map; moves glide with a CSS transition.
import { radarLayout, radarRingShare, ringLabel } from './geometry'
import { mapLabel, placeMarkers } from './markers'
import './live.css'
import type { LiveMapProps } from './types'

export function RadarMap(props: Omit<LiveMapProps, 'styleUrl'>) {
  const placed = placeMarkers(props.venue, props.people)
  const layout = radarLayout(props.venue, placed)
  const at = new Map(layout.points.map((p) => [p.id, p]))
  const outer = 50 * radarRingShare
  return (
    <section
      className={`live-map live-radar ${props.className ?? ''}`}
      aria-label={mapLabel(props)}
      data-map-kind="radar"
    >
      <div className="live-radar-square">
        <svg className="live-radar-rings" viewBox="0 0 100 100" aria-hidden="true">
          <line x1="50" y1={50 - outer} x2="50" y2={50 + outer} />
          <line x1={50 - outer} y1="50" x2={50 + outer} y2="50" />
          <circle cx="50" cy="50" r={outer / 2} />
          <circle cx="50" cy="50" r={outer} />
          <text x="50" y={50 - outer - 2}>
            N
          </text>
          <text x={50 + outer * 0.72} y={50 - outer * 0.72}>
            {ringLabel(layout.radiusMiles)}
          </text>
        </svg>
        {placed.map((m) => {
          const p = at.get(m.id)
          if (!p) return null
          return (
            <div
              key={m.id}
              className="live-marker-anchor"
              role="img"
              aria-label={m.look.label}
              title={m.look.label}
              data-kind={m.look.kind}
              data-caption={m.look.caption}
              data-approximate={m.look.approximate ? 'true' : undefined}
              style={{ left: `${p.x}%`, top: `${p.y}%`, zIndex: m.look.layer }}
            >
              <div className={m.look.className}>{m.look.text}</div>
              {m.look.approximate ? <div className="live-marker-area" /> : null}
            </div>
          )
        })}
      </div>
      <p className="live-radar-note">No street map here: distances to scale</p>
    </section>
  )
}
