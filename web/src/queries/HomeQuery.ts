import { graphql } from 'react-relay'

/** The home dashboard's lists (spec 000 section 2), split and sorted by the server. */
export const HomeQueryNode = graphql`
  query HomeQuery {
    viewer {
      id
      ...HomeLists_viewer
    }
  }
`
