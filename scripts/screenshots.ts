// `npm run screenshots`: the landing page's four pictures (home, live map, calendar, invitation),
// captured from the real app. It starts the app as the tests do (buildApp on a fresh embedded
// database, local stand-ins for the geocoder, weather and map style), seeds a few people and
// gathers, drives Chromium at phone size and writes small WebP files into web/src/assets/landing/.
// Run `npm run build:web` first; commit the images (they are source assets).
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { prisma } from '../api/src/core/db.js'
import { startTestApp } from '../tests/helpers/app.js'
import { launchBrowser, phoneContext } from '../tests/helpers/chromium.js'

const out = path.resolve(import.meta.dirname, '../web/src/assets/landing')
const hour = 60 * 60 * 1000
const venue = { lat: 40.7812, lon: -73.9665 }

const app = await startTestApp()
const browser = await launchBrowser()
try {
  const maya = await app.signIn({ displayName: 'Maya', gatherId: 'maya' })
  const sam = await app.signIn({ displayName: 'Sam', gatherId: 'sam' })
  const others = await Promise.all(
    ['Priya', 'Jonas', 'Lea'].map((name) => app.signIn({ displayName: name, gatherId: name.toLowerCase() })),
  )
  const friends = [sam, ...others]

  const gather = async (
    organiser: string,
    description: string,
    locationName: string,
    startsIn: number,
    people: string[],
  ) =>
    prisma().meetup.create({
      data: {
        userId: organiser,
        description,
        locationName,
        locationAddress: `${locationName}, New York`,
        locationLat: venue.lat,
        locationLon: venue.lon,
        shareableLink: randomBytes(16).toString('base64url'),
        startTime: new Date(Date.now() + startsIn),
        expirationTime: new Date(Date.now() + startsIn + 4 * hour),
        weatherTemp: 72,
        weatherIcon: 'cloud',
        weatherCondition: 'Partly cloudy',
        participants: {
          create: [organiser, ...people].map((userId) => ({ userId, invitationStatus: 'accepted' as const })),
        },
      },
    })

  const picnic = await gather(
    maya.userId,
    'Picnic in the park',
    'Sheep Meadow',
    0.5 * hour,
    friends.map((f) => f.userId),
  )
  await gather(maya.userId, 'Board games night', 'The Uncommons', 28 * hour, [sam.userId])
  await gather(maya.userId, 'Sunday run', 'Reservoir loop', 4 * 24 * hour, [others[0]!.userId])
  const brunch = await gather(
    sam.userId,
    'Brunch with the team',
    'Café Lalo',
    50 * hour,
    others.map((f) => f.userId),
  )
  await prisma().participant.create({ data: { meetupId: brunch.id, userId: maya.userId, invitationStatus: 'invited' } })

  // Where everyone is on the map: near the venue, some on their way.
  const spots = [
    { lat: 40.7786, lon: -73.9712, status: 'on_my_way' as const },
    { lat: 40.7815, lon: -73.9661, status: 'here' as const },
    { lat: 40.7752, lon: -73.9633, status: 'running_late' as const },
    { lat: 40.7841, lon: -73.9701, status: 'on_my_way' as const },
  ]
  for (const [index, friend] of friends.entries()) {
    const spot = spots[index]!
    const record = await prisma().participant.update({
      where: { meetupId_userId: { meetupId: picnic.id, userId: friend.userId } },
      data: { status: spot.status },
    })
    await app.place(record.id, { lat: spot.lat, lon: spot.lon, expiresAt: new Date(Date.now() + hour) })
  }

  const context = await phoneContext(browser, app.url, maya.cookie)
  await context.grantPermissions(['geolocation'], { origin: app.url })
  await context.setGeolocation({ latitude: 40.7801, longitude: -73.9681 })
  const page = await context.newPage()

  const shoot = async (name: string, page: Page, clip = { x: 0, y: 0, width: 390, height: 640 }) => {
    const png = await page.screenshot({ type: 'png', clip })
    // Chromium's own encoder makes the WebP: no image library to install.
    const webp = await page.evaluate(async (data) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = 390
      canvas.height = Math.round((image.height * 390) / image.width)
      canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
      return canvas.toDataURL('image/webp', 0.8).split(',')[1] ?? ''
    }, png.toString('base64'))
    await mkdir(out, { recursive: true })
    await writeFile(path.join(out, `${name}.webp`), Buffer.from(webp, 'base64'))
    console.log(`${name}.webp: ${(Buffer.from(webp, 'base64').length / 1024).toFixed(1)} KB`)
  }

  await page.goto('/')
  await page.getByText('Invitations').first().waitFor()
  await page.getByText('Picnic in the park').first().waitFor()
  await shoot('home', page)

  await page.goto(`/proximity/${picnic.id}`)
  await page.getByText('Priya').first().waitFor()
  await page.waitForSelector('.live-map, .radar-map, canvas', { timeout: 10_000 }).catch(() => {})
  await shoot('map', page)

  await page.goto('/calendar')
  await page.getByText('Board games night').first().waitFor()
  await shoot('calendar', page)

  // The invitation, close up (zoomed in, at the top of the picture).
  await page.goto('/')
  const invitation = page.locator('.invitation-card', { hasText: 'Brunch with the team' })
  await invitation.waitFor()
  await invitation.evaluate((card) => {
    document.documentElement.style.zoom = '1.2'
    card.scrollIntoView({ block: 'start' })
    window.scrollBy(0, -12)
  })
  await shoot('invite', page)
} finally {
  await browser.close()
  await app.stop()
}
process.exit(0)
