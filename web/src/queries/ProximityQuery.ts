import { graphql } from 'react-relay'

/** The live screen (spec 001): a gather by id or share link, for visitors and participants. */
export const ProximityQueryNode = graphql`
  query ProximityQuery($key: ID!) {
    mapStyleUrl
    meetup(id: $key) {
      id
      ...ProximityScreen_meetup
    }
  }
`
