// Link previews: a join link pasted into a messenger shows the gather's title and time (never
// its place, a coordinate or a person's name). Anything else, including an unknown or ended
// gather, gets the generic tags. The preview is what a visitor without an account may see.

import { formatWhen } from '../core/mail/format.js'
import { viewMeetup } from '../live/participants.service.js'

export interface OpenGraph {
  title: string
  description: string
  url: string
}

export const genericOpenGraph = (appUrl: string): OpenGraph => ({
  title: 'Gather',
  description: 'Meet up. Made simple. No chats. No social media. Only what matters.',
  url: `${appUrl}/`,
})

const joinPath = /^\/join\/([^/]+)\/?$/

/** The tags for a page of the web app: a gather's for `/join/:link`, else the generic ones. */
export async function openGraphFor(
  config: { appUrl: string; displayTimeZone: string },
  pathname: string,
  now = new Date(),
): Promise<OpenGraph> {
  const { appUrl } = config
  const link = joinPath.exec(pathname)?.[1]
  if (!link) return genericOpenGraph(appUrl)
  // A visitor's view: the same rule that decides what a join link shows someone signed out.
  const meetup = await viewMeetup({ viewer: null, services: undefined, now: () => now }, link).then(
    (view) => view.meetup,
    () => null, // unknown, malformed or ended: nothing about it is shown
  )
  if (!meetup) return genericOpenGraph(appUrl)
  return {
    title: `Join "${meetup.description}" gather`,
    description: meetup.startTime ? formatWhen(meetup.startTime, config.displayTimeZone) : 'Time to be decided',
    url: `${appUrl}/join/${encodeURIComponent(link)}`,
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Replaces the page's title and preview tags with `og`, every value escaped. */
export function withOpenGraph(html: string, og: OpenGraph): string {
  if (!html.includes('</head>')) return html
  const title = escapeHtml(og.title)
  const description = escapeHtml(og.description)
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Gather" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(og.url)}" />`,
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ')
  const stripped = html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(
      /<meta (?:name="description"|property="og:[a-z_:]+"|name="twitter:[a-z_:]+") content="[^"]*"\s*\/?>\s*/g,
      '',
    )
  return stripped.replace('</head>', `  ${tags}\n  </head>`)
}

/** The static server's hook: every HTML page of the app leaves with its preview tags. */
export function openGraphRenderer(config: { appUrl: string; displayTimeZone: string }) {
  return async (pathname: string, html: string) => withOpenGraph(html, await openGraphFor(config, pathname))
}
