import { graphql } from 'react-relay'

/** The manage screen: the gather, its people and e-mail invitations. */
export const ManageQueryNode = graphql`
  query ManageQuery($id: ID!) {
    meetup(id: $id) {
      id
      ...ManageScreen_meetup
    }
    displayTimeZone
  }
`
