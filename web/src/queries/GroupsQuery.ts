// The /groups route query, outside the screen chunk so that the route starts it at once.
// Page sizes are variables, like in Relay's own pagination queries (the server caps each page).
import { graphql } from 'react-relay'

export const groupsPageSize = 30

export const GroupsQuery = graphql`
  query GroupsQuery($count: Int!) {
    viewer {
      id
      ...GroupsScreen_viewer @arguments(count: $count)
    }
  }
`
