// The sponsored banner: a local suggestion above the bottom navigation, picked at
// random for each screen, dismissible until the screen changes. Privacy first: it never asks for
// the location; it uses the device position only when the person already allowed it, and
// otherwise lets the server place them by network address. Loaded lazily after the first page.
import { Suspense, useEffect, useMemo, useState } from 'react'
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay'
import { useLocation } from 'react-router-dom'
import type { SponsoredBannerQuery as SponsoredBannerQueryType } from '../__generated__/SponsoredBannerQuery.graphql'
import { BannerRoom } from './BottomDock'
import { FailSoft } from './FailSoft'
import './SponsoredBanner.css'

const BannerQuery = graphql`
  query SponsoredBannerQuery($lat: Float, $lon: Float) {
    localSuggestions(lat: $lat, lon: $lon) {
      __typename
      ... on LocalSuggestionsPayload {
        data {
          items {
            kind
            text
            businessLabel
            link
            location
          }
        }
      }
    }
  }
`

/** About 1 km: enough to name the city, and the same variables (one fetch) across screens. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100

let position: Promise<{ lat: number; lon: number } | null> | undefined

/** The device position, only if location is already allowed (never prompts); once per page load. */
export function positionIfAllowed() {
  position ??= (async () => {
    try {
      if (!navigator.permissions || !navigator.geolocation) return null
      const status = await navigator.permissions.query({ name: 'geolocation' })
      if (status.state !== 'granted') return null
      const fix = await new Promise<GeolocationPosition>((resolve, reject) =>
        navigator.geolocation.getCurrentPosition(resolve, reject, {
          enableHighAccuracy: false,
          timeout: 5000,
          maximumAge: 10 * 60 * 1000,
        }),
      )
      return { lat: roughly(fix.coords.latitude), lon: roughly(fix.coords.longitude) }
    } catch {
      return null
    }
  })()
  return position
}

export default function SponsoredBanner() {
  const { pathname } = useLocation()
  const [reference, load] = useQueryLoader<SponsoredBannerQueryType>(BannerQuery)
  const [dismissedOn, setDismissedOn] = useState<string | null>(null)

  // On a gather's live screen the person's position goes only where their sharing choice for
  // that gather allows (status only: nowhere), so the banner asks without it (IP lookup).
  const [onLiveScreen] = useState(() => /^\/(proximity|join)\//.test(pathname))
  useEffect(() => {
    let current = true
    ;(onLiveScreen ? Promise.resolve(null) : positionIfAllowed()).then((here) => {
      if (current) load(here ?? {}, { fetchPolicy: 'store-or-network' })
    })
    return () => {
      current = false
    }
  }, [load, onLiveScreen])

  if (dismissedOn === pathname) return null
  if (!reference) return <BannerRoom />
  // No banner at all rather than an error when its query fails.
  return (
    <FailSoft fallback={null}>
      <Suspense fallback={<BannerRoom />}>
        <Banner reference={reference} pathname={pathname} onDismiss={() => setDismissedOn(pathname)} />
      </Suspense>
    </FailSoft>
  )
}

function Banner(props: {
  reference: PreloadedQuery<SponsoredBannerQueryType>
  pathname: string
  onDismiss: () => void
}) {
  const { localSuggestions } = usePreloadedQuery<SponsoredBannerQueryType>(BannerQuery, props.reference)
  const items = localSuggestions.__typename === 'LocalSuggestionsPayload' ? localSuggestions.data.items : []
  // A new pick for every screen the person opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is what asks for a new pick
  const pick = useMemo(() => Math.floor(Math.random() * items.length), [props.pathname, items.length])
  const item = items[pick]
  if (!item) return null

  return (
    <aside className="sponsored-banner" aria-label="Sponsored">
      <div className="sponsored-banner-body">
        <p className="sponsored-banner-meta">
          <span className="sponsored-banner-tag">Sponsored</span>
          {item.location && <span className="sponsored-banner-location">{item.location}</span>}
        </p>
        <p className="sponsored-banner-text">{item.text}</p>
      </div>
      <a className="sponsored-banner-link" href={item.link} target="_blank" rel="noopener noreferrer sponsored">
        {item.businessLabel}
      </a>
      <button type="button" className="sponsored-banner-close" aria-label="Dismiss" onClick={props.onDismiss}>
        ×
      </button>
    </aside>
  )
}
