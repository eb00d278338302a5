// 'Need a ride': Uber and Lyft to the gather. The screen shows it to
// signed-in people only. Without coordinates a click explains why nothing happens.
import { useToast } from '../toast/ToastProvider'
import { hasCoordinates } from './geometry'
import './live.css'
import { lyftLinks, openRide, type RideEnvironment, type RideLinks, uberLinks } from './rides'

export interface RideButtonsProps {
  /** The gather's place; lat/lon null or missing when the gather has no coordinates. */
  destination: { lat?: number | null; lon?: number | null; name: string } | null
  /** Injected in tests; the browser's location and visibility otherwise. */
  environment?: RideEnvironment
}

export function RideButtons({ destination, environment }: RideButtonsProps) {
  const toast = useToast()
  const ride = (links: (d: { lat: number; lon: number; name: string }) => RideLinks) => () => {
    const lat = destination?.lat
    const lon = destination?.lon
    if (!destination || lat == null || lon == null || !hasCoordinates({ lat, lon })) {
      toast({
        title: 'Location missing',
        description: "This event doesn't have location coordinates set up",
        variant: 'destructive',
      })
      return
    }
    openRide(links({ lat, lon, name: destination.name }), environment)
  }
  return (
    <section className="live-rides" aria-labelledby="live-rides-title">
      <h2 id="live-rides-title">Need a ride</h2>
      <div className="live-rides-row">
        <button type="button" className="button live-ride live-ride-uber" onClick={ride(uberLinks)}>
          Uber
        </button>
        <button type="button" className="button live-ride live-ride-lyft" onClick={ride(lyftLinks)}>
          Lyft
        </button>
      </div>
    </section>
  )
}
