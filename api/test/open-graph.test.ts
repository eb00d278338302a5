// Link previews rendered by the server: a join link shows the gather's title and time only;
// unknown and ended gathers, and every other page, get the generic tags; everything is escaped.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { prisma } from '../src/core/db.js'

const webDist = await mkdtemp(path.join(os.tmpdir(), 'gather-og-'))
await mkdir(path.join(webDist, 'assets'), { recursive: true })
await writeFile(
  path.join(webDist, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
    <meta name="description" content="Meet up. Made simple." />
    <meta property="og:title" content="Gather" />
    <title>Gather</title></head><body><div id="root"></div></body></html>`,
)

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? null

describe('Open Graph tags', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ webDist })
  })
  afterAll(async () => {
    await app?.stop()
  })

  const page = async (pathname: string) => {
    const response = await fetch(`${app.url}${pathname}`, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(200)
    return response.text()
  }

  it('shows a join link as the gather title and its time, never the place, a coordinate or a name', async () => {
    const { userId } = await app.signIn({ displayName: 'Olga Organiser', firstName: 'Olga' })
    const meetup = await createMeetupWith(userId)
    await prisma().meetup.update({
      where: { id: meetup.id },
      data: { startTime: new Date('2026-12-01T19:00:00Z'), expirationTime: new Date(Date.now() + 3_600_000) },
    })
    const html = await page(`/join/${meetup.shareableLink}`)
    expect(meta(html, 'og:title')).toBe('Join &quot;Picnic in the park&quot; gather')
    expect(html).toContain('<title>Join &quot;Picnic in the park&quot; gather</title>')
    expect(meta(html, 'og:description')).toBe('Tue, Dec 1, 2026, 12:00 PM MST')
    expect(meta(html, 'og:url')).toBe(`${app.url}/join/${meetup.shareableLink}`)
    for (const secret of ['Central Park', '40.78', '-73.96', 'Olga']) expect(html).not.toContain(secret)
    // One set of tags: the generic ones are replaced, not repeated.
    expect(html.match(/og:title/g)).toHaveLength(1)
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('escapes whatever the organiser typed', async () => {
    const { userId } = await app.signIn()
    const meetup = await createMeetupWith(userId)
    await prisma().meetup.update({
      where: { id: meetup.id },
      data: { description: `"><script>alert('x')</script>&` },
    })
    const html = await page(`/join/${meetup.shareableLink}`)
    expect(html).not.toContain('<script>')
    expect(meta(html, 'og:title')).toBe(
      'Join &quot;&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot; gather',
    )
  })

  it('gives an ended gather, an unknown link and other pages the generic tags', async () => {
    const { userId } = await app.signIn()
    const ended = await createMeetupWith(userId)
    await prisma().meetup.update({ where: { id: ended.id }, data: { expirationTime: new Date(Date.now() - 1000) } })
    for (const pathname of [`/join/${ended.shareableLink}`, '/join/AAAAAAAAAAAAAAAAAAAAAA', '/join/%3Cb%3E', '/']) {
      const html = await page(pathname)
      expect(meta(html, 'og:title')).toBe('Gather')
      expect(meta(html, 'og:description')).toBe('Meet up. Made simple. No chats. No social media. Only what matters.')
      expect(meta(html, 'og:url')).toBe(`${app.url}/`)
      expect(html).not.toContain('Picnic')
    }
  })
})
