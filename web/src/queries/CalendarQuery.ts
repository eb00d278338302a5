import { graphql } from 'react-relay'

/** The calendar (spec 001 "Calendar screen"): the viewer's active gatherings, sorted by the server. */
export const CalendarQueryNode = graphql`
  query CalendarQuery {
    viewer {
      id
      ...CalendarScreen_viewer
    }
  }
`
