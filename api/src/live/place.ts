// A gather's venue and start, as the ETA rules take them.
import type { GatherPlace } from './arrivals/arrivals.service.js'

export const placeOf = (meetup: {
  locationLat: number | null
  locationLon: number | null
  startTime: Date | null
}): GatherPlace => ({
  venue:
    meetup.locationLat !== null && meetup.locationLon !== null
      ? { lat: meetup.locationLat, lon: meetup.locationLon }
      : null,
  startTime: meetup.startTime,
})
