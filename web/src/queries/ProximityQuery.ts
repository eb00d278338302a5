import { graphql } from 'react-relay'

/** The live screen: a gather by id or share link, for visitors and participants. */
export const ProximityQueryNode = graphql`
  query ProximityQuery($key: ID!) {
    # Who is asking: a refresh that finds no viewer while signed in means the session ended.
    viewer { id }
    mapStyleUrl
    meetup(id: $key) {
      id
      ...ProximityScreen_meetup
    }
  }
`
