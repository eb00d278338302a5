// Props of the live map (LazyLiveMap, LiveMap, RadarMap). Kept apart from maplibre-gl so that
// importing the types does not pull the map library into the first chunk.

export interface LiveVenue {
  lat: number
  lon: number
  name: string
}

export interface LivePerson {
  id: string
  name: string
  /** From the server's Person.initials. */
  initials: string
  lat: number
  lon: number
  /** The position is out of date (format.ts isStale): greyed with a dashed ring. */
  stale: boolean
  /** This is the person looking at the screen: 'you' style. */
  isViewer: boolean
  /** How old the position is ('2 min ago'), shown under the marker. */
  age?: string
  /** Why the position is not live ('Paused since 14:05'): shown instead of the age, greyed. */
  note?: string | null
  /** Shared approximately (rounded to about 1 km): drawn as a circle of that size around it. */
  approximate?: boolean
}

export interface LiveMapProps {
  /** MAP_STYLE_URL: a MapLibre style JSON. On failure a plain background is used. */
  styleUrl: string
  /** Null when the gather has no coordinates: no event marker. */
  venue: LiveVenue | null
  /** People without finite coordinates are left off. */
  people: LivePerson[]
  /** Accessible name of the map region. Default: 'Map of {venue name}' or 'Live map'. */
  label?: string
  className?: string
}
