// The gather most live journeys start from: Olga's picnic at Central Park in 30 minutes, with
// Femi signed in to join it.
import { expect } from 'vitest'
import type { TestApp } from './app.js'
import { rest } from './http.js'

export const centralPark = { lat: 40.7812, lon: -73.9665 }

/** `tag` keeps the Gather IDs of two journeys in one app apart. */
export async function picnicSoon(app: TestApp, description: string, options: { tag?: string; address?: string } = {}) {
  const stamp = `${options.tag ?? ''}${Date.now() % 100000}`
  const olga = await app.signIn({ displayName: 'Olga', gatherId: `olga_${stamp}` })
  const femi = await app.signIn({ displayName: 'Femi', gatherId: `femi_${stamp}` })
  const start = new Date(Date.now() + 30 * 60 * 1000)
  const created = await rest(app.url, 'POST', '/api/meetups', {
    cookie: olga.cookieHeader,
    body: {
      locationName: 'Central Park',
      ...(options.address ? { locationAddress: options.address } : {}),
      description,
      gatherDate: start.toISOString().slice(0, 10),
      gatherTime: '12:00',
      scheduledDateTime: start.toISOString(),
      ...centralPark,
    },
  })
  expect(created.status).toBe(201)
  return { olga, femi, meetup: created.body as { id: string; shareableLink: string } }
}
