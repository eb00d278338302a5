// GraphiQL (outside production) in a real browser: a token typed into its Headers pane goes with
// a subscription too, not only with queries, so that someone trying the API as their token sees
// its live events. Its subscriptions go over server-sent events, which carry the pane's headers.
import { describe, expect, it } from 'vitest'
import { whenWatching } from '../../api/src/live/streams/live-access.js'
import { appInBrowser, trackErrors } from '../helpers/browser.js'
import { createMeetupWith } from '../helpers/fixtures.js'
import { rest } from '../helpers/http.js'

describe('GraphiQL', () => {
  const suite = appInBrowser()

  it("sends the Headers pane's Authorization with a subscription, which then streams as the token's person", async () => {
    const olga = await suite.app.signIn({ displayName: 'Olga' })
    const meetup = await createMeetupWith(olga.userId)
    const made = await rest(suite.app.url, 'POST', '/api/access-tokens', {
      cookie: olga.cookieHeader,
      body: { name: 'GraphiQL', scope: 'read' },
    })
    const secret = made.body.secret as string
    // No cookie: only the token can sign this browser in.
    const context = await suite.browser.newContext({ baseURL: suite.app.url })
    const page = await context.newPage()
    const errors = trackErrors(page)
    const subscriptionRequests: (string | undefined)[] = []
    page.on('request', (request) => {
      if (request.headers().accept === 'text/event-stream') {
        subscriptionRequests.push(request.headers().authorization)
      }
    })
    const query = `subscription { meetupUpdated(meetupId: "${meetup.id}") { meetup { description } } }`
    await page.goto(`/graphql?query=${encodeURIComponent(query)}`)

    await page.getByRole('button', { name: 'Headers', exact: true }).click()
    const headers = page.locator('.graphiql-editor-tool .monaco-editor').filter({ visible: true })
    await headers.click()
    // insertText, not typing: the editor would close each bracket and quote a second time.
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${secret}` }))
    const listening = whenWatching(meetup.id, olga.userId)
    await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click()
    await listening
    expect(subscriptionRequests).toEqual([`Bearer ${secret}`])

    const renamed = await rest(suite.app.url, 'PATCH', `/api/meetups/${meetup.id}`, {
      cookie: olga.cookieHeader,
      body: { description: 'Picnic by the lake' },
    })
    expect(renamed.status).toBe(200)
    // The result pane is an editor, which draws spaces as no-break spaces.
    const result = async () => (await page.locator('.graphiql-response').textContent())?.replace(/\s+/g, ' ')
    await expect.poll(result).toContain('"meetupUpdated": { "meetup": { "description": "Picnic by the lake" } }')
    expect(errors.errors).toEqual([])
    await context.close()
  })
})
