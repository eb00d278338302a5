import { graphql } from 'react-relay'

/**
 * Who is signed in. The first page fetches it without Relay (viewer.tsx) so that Relay loads
 * only with the screens that need it; those screens put the answer into the store (useViewerData).
 */
export const ViewerQuery = graphql`
  query viewerQuery {
    viewer {
      id
      gatherIdSet
      ...HomeScreen_viewer
      ...ProfileSetupScreen_viewer
      ...SettingsScreen_viewer
    }
    ...LoginScreen_query
  }
`
