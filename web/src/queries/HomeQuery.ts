import { graphql } from 'react-relay'

/** The home dashboard's lists, split and sorted by the server. */
export const HomeQueryNode = graphql`
  query HomeQuery {
    viewer {
      id
      ...HomeLists_viewer
    }
  }
`
