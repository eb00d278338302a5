import { graphql } from 'react-relay'

/**
 * The calendar, one month at a time: the viewer's gatherings of the
 * weeks the month grid shows (the grid and the upcoming lists), sorted by the server, and how
 * many from today on have not begun (calendarVariables in calendar/calendar.ts makes the variables
 * from the URL's ?month).
 */
export const CalendarQueryNode = graphql`
  query CalendarQuery($today: DateTime!, $from: DateTime!, $to: DateTime!) {
    viewer {
      id
      ...CalendarScreen_viewer
    }
  }
`
