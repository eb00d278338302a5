// The /groups route query, outside the screen chunk so that the route starts it at once.
import { graphql } from 'react-relay'

/** Groups per page: the default `count` of GroupsScreen_viewer. */
export const groupsPageSize = 30

export const GroupsQuery = graphql`
  query GroupsQuery {
    viewer {
      id
      ...GroupsScreen_viewer
    }
  }
`
