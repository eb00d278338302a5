// A point on Earth: a gather's venue, a participant's shared position.
import { builder } from '../edge/graphql/builder.js'

export const Coordinates = builder.objectRef<{ lat: number; lon: number }>('Coordinates').implement({
  description: 'A point on Earth in WGS 84 degrees, as a phone or map gives it.',
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Latitude: degrees north, -90 to 90.' }),
    lon: t.exposeFloat('lon', { description: 'Longitude: degrees east, -180 to 180.' }),
  }),
})
