// Settings → Calendar: one private webcal:// address with all your gathers, which phones'
// calendars keep up to date by themselves (edits, cancellations). Made, shown again, replaced
// or turned off here.
import { useEffect, useState } from 'react'
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay'
import type { CalendarFeedSectionNewMutation } from '../__generated__/CalendarFeedSectionNewMutation.graphql'
import type { CalendarFeedSectionQuery } from '../__generated__/CalendarFeedSectionQuery.graphql'
import type { CalendarFeedSectionRevokeMutation } from '../__generated__/CalendarFeedSectionRevokeMutation.graphql'
import { outcome, run } from '../mutations/commit'
import { useToast } from '../toast/ToastProvider'

type Feed = { url: string; webcalUrl: string }
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; feed: Feed | null }

const feedQuery = graphql`
  query CalendarFeedSectionQuery {
    calendarFeed { url webcalUrl }
  }
`

export function CalendarFeedSection() {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [commitNew, making] = useMutation<CalendarFeedSectionNewMutation>(graphql`
    mutation CalendarFeedSectionNewMutation {
      newCalendarFeed {
        __typename
        ... on NewCalendarFeedPayload { data { url webcalUrl } }
        ... on Error { message }
      }
    }
  `)
  const [commitRevoke, revoking] = useMutation<CalendarFeedSectionRevokeMutation>(graphql`
    mutation CalendarFeedSectionRevokeMutation {
      revokeCalendarFeed {
        __typename
        ... on RevokeCalendarFeedPayload { data }
        ... on Error { message }
      }
    }
  `)

  useEffect(() => {
    const request = fetchQuery<CalendarFeedSectionQuery>(environment, feedQuery, {}, { fetchPolicy: 'network-only' })
    const subscription = request.subscribe({
      next: (data) => setState({ kind: 'ready', feed: data.calendarFeed ?? null }),
      error: () => setState({ kind: 'failed' }),
    })
    return () => subscription.unsubscribe()
  }, [environment])

  const make = async (replacing: boolean) => {
    try {
      const result = outcome((await run(commitNew, {})).newCalendarFeed)
      if (!result.ok) throw new Error(result.message)
      setState({ kind: 'ready', feed: result.data })
      toast({
        title: replacing ? 'New calendar link made' : 'Calendar feed ready',
        description: replacing ? 'The old link no longer works.' : 'Add it to your calendar app.',
      })
    } catch {
      toast({ title: 'Calendar feed failed', description: 'Please try again', variant: 'destructive' })
    }
  }
  const turnOff = async () => {
    try {
      const result = outcome((await run(commitRevoke, {})).revokeCalendarFeed)
      if (!result.ok) throw new Error(result.message)
      setState({ kind: 'ready', feed: null })
      toast({ title: 'Calendar feed turned off', description: 'Its link no longer works.' })
    } catch {
      toast({ title: 'Calendar feed failed', description: 'Please try again', variant: 'destructive' })
    }
  }
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Copied!', description: 'Your calendar link is on the clipboard.' })
    } catch {
      toast({ title: 'Copy failed', variant: 'destructive' })
    }
  }

  const busy = making || revoking
  return (
    <section className="card stack section" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">Calendar</h2>
      {state.kind === 'loading' && <p className="muted">Loading…</p>}
      {state.kind === 'failed' && <p className="muted">Your calendar feed could not be loaded. Try again later.</p>}
      {state.kind === 'ready' && !state.feed && (
        <>
          <p className="muted">
            Subscribe once and your phone's calendar shows every gather you join, with changes and cancellations.
          </p>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => make(false)}>
            {making ? 'Making link...' : 'Get calendar link'}
          </button>
        </>
      )}
      {state.kind === 'ready' && state.feed && (
        <>
          <p className="muted">Anyone with this link can see your gathers: keep it to yourself.</p>
          <label className="field">
            <span>Calendar link</span>
            <input readOnly value={state.feed.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <a className="button button-primary" href={state.feed.webcalUrl}>
            Add to calendar
          </a>
          <button type="button" className="button" onClick={() => copy(state.feed?.url ?? '')}>
            Copy link
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => make(true)}>
            New link
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={turnOff}>
            {revoking ? 'Turning off...' : 'Turn off'}
          </button>
        </>
      )}
    </section>
  )
}
