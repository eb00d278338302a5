import { graphql } from 'react-relay'

/**
 * The calendar (spec 001 "Calendar screen"): the viewer's gatherings from today on (the upcoming
 * lists) and those of the weeks the month grid shows, both sorted by the server
 * (calendarVariables in calendar/calendar.ts makes the variables from the URL's ?month).
 */
export const CalendarQueryNode = graphql`
  query CalendarQuery($today: DateTime!, $from: DateTime!, $to: DateTime!) {
    viewer {
      id
      ...CalendarScreen_viewer
    }
  }
`
