// Web Push as served: a device opts in (REST and GraphQL), and a local push service (HTTPS,
// checking the VAPID JWT and decrypting aes128gcm with the device's private key) receives the
// notifications a gather's changes send: invitation, reminder, new time, cancellation and, for
// the organiser, an arrival. A subscription the push service calls gone (410) is removed, and
// the once-only ledger keeps a retried job from reaching a device twice.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { type PushService, startPushService } from '../../tests/helpers/push-service.js'
import { loadConfig } from '../src/core/config.js'
import { prisma } from '../src/core/db.js'
import { createLogger } from '../src/core/logger.js'
import { deliverPush, PushRefused } from '../src/notifications/push.service.js'

const dayMs = 24 * 60 * 60 * 1000
const lat = 40.7812
const lon = -73.9665

function gatherPayload(description: string, selectedGatherIds: string[] = []) {
  const start = new Date(Date.now() + dayMs)
  start.setUTCHours(15, 0, 0, 0)
  return {
    locationName: 'Central Park',
    description,
    gatherDate: start.toISOString().slice(0, 10),
    gatherTime: '15:00',
    lat,
    lon,
    scheduledDateTime: start.toISOString(),
    selectedGatherIds,
  }
}

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
afterAll(async () => {
  await push?.close()
})

describeOnEachDatabase(
  'web push',
  (app) => {
    const call = (method: string, route: string, cookie?: string, body?: unknown) =>
      rest(app().url, method, route, { cookie, body })
    let ids = 0
    const person = async (name: string) => {
      const gatherId = `${name.toLowerCase()}_${++ids}${Date.now() % 100000}`
      return { ...(await app().signIn({ displayName: name, gatherId })), gatherId }
    }
    /** A device of `who` with notifications turned on. */
    const device = async (who: { cookieHeader: string }) => {
      const subscription = push.subscribe()
      const on = await call('POST', '/api/push/devices', who.cookieHeader, subscription.json)
      expect(on.status).toBe(201)
      return subscription
    }
    const participantOf = (meetupId: string, userId: string) =>
      prisma().participant.findUniqueOrThrow({ where: { meetupId_userId: { meetupId, userId } } })

    it('turns a device on and off, says whose it is, and keeps the VAPID key in DATA_DIR (0600)', async () => {
      const [femi, olga] = [await person('Femi'), await person('Olga')]
      const before = await call('GET', '/api/push', femi.cookieHeader)
      expect(before.body).toEqual({ publicKey: expect.stringMatching(/^[\w-]{87}$/), enabled: false })
      const file = await stat(path.join(app().dataDir, 'vapid.json'))
      expect(file.mode & 0o777).toBe(0o600)

      const phone = await device(femi)
      const endpoint = encodeURIComponent(phone.json.endpoint)
      expect((await call('GET', `/api/push?endpoint=${endpoint}`, femi.cookieHeader)).body.enabled).toBe(true)
      // Someone else cannot see it as theirs, nor turn it off.
      expect((await call('GET', `/api/push?endpoint=${endpoint}`, olga.cookieHeader)).body.enabled).toBe(false)
      const notTheirs = await call('DELETE', '/api/push/devices', olga.cookieHeader, { endpoint: phone.json.endpoint })
      expect(notTheirs.body.removed).toBe(false)
      const state = await graphql<{ pushDevice: { enabled: boolean; publicKey: string } }>(
        app().url,
        'query($e: String) { pushDevice(endpoint: $e) { enabled publicKey } }',
        { e: phone.json.endpoint },
        femi.cookieHeader,
      )
      expect(state.data?.pushDevice).toEqual({ enabled: true, publicKey: before.body.publicKey })

      const off = await graphql<{ disablePushDevice: { data: boolean } }>(
        app().url,
        'mutation($e: String!) { disablePushDevice(endpoint: $e) { ... on DisablePushDevicePayload { data } } }',
        { e: phone.json.endpoint },
        femi.cookieHeader,
      )
      expect(off.data?.disablePushDevice.data).toBe(true)
      expect((await call('GET', `/api/push?endpoint=${endpoint}`, femi.cookieHeader)).body.enabled).toBe(false)
    })

    it('refuses what is not a browser subscription with a clear 400, and visitors with 401', async () => {
      const femi = await person('Femi')
      const good = push.subscribe().json
      const cases: [unknown, RegExp][] = [
        [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, /endpoint must be an https:\/\/ URL/],
        [{ ...good, keys: { ...good.keys, p256dh: 'A'.repeat(87) } }, /keys.p256dh must be a P-256 public key/],
        [{ ...good, keys: { ...good.keys, auth: 'short' } }, /keys.auth must be 16 bytes/],
        [{ endpoint: good.endpoint }, /keys are required/],
      ]
      for (const [body, message] of cases) {
        const answer = await call('POST', '/api/push/devices', femi.cookieHeader, body)
        expect({ status: answer.status, message: answer.body.message }).toEqual({
          status: 400,
          message: expect.stringMatching(message),
        })
      }
      expect((await call('POST', '/api/push/devices', undefined, good)).status).toBe(401)
    })

    it('pushes an invitation, reminder, new time, arrival and cancellation, signed and encrypted, without coordinates', async () => {
      const [olga, femi] = [await person('Olga'), await person('Femi')]
      const [olgasPhone, femisPhone] = [await device(olga), await device(femi)]
      const created = await call('POST', '/api/meetups', olga.cookieHeader, gatherPayload('Picnic', [femi.gatherId]))
      expect(created.status).toBe(201)
      const meetupId = created.body.id as string
      await app().idle()
      expect(push.pushesTo(femisPhone.id)).toEqual([
        {
          title: 'Olga invited you to "Picnic"',
          body: expect.stringContaining('Central Park'),
          url: '/',
          tag: `invitation-${meetupId}`,
        },
      ])
      const invitation = push.received.find((p) => p.subscription === femisPhone.id)
      const key = (await call('GET', '/api/push', femi.cookieHeader)).body.publicKey
      expect(invitation).toMatchObject({ subject: 'mailto:no-reply@gather.local', publicKey: key, ttl: 86400 })

      expect((await call('POST', `/api/meetups/${meetupId}/remind-pending`, olga.cookieHeader)).status).toBe(200)
      await app().idle()
      expect(push.pushesTo(femisPhone.id).at(-1)).toMatchObject({ title: 'Olga is waiting for your answer', url: '/' })

      const femiIn = await participantOf(meetupId, femi.userId)
      await call('PATCH', `/api/participants/${femiIn.id}/invitation-status`, femi.cookieHeader, {
        invitationStatus: 'accepted',
      })
      const later = new Date(Date.now() + 2 * dayMs)
      later.setUTCHours(18, 0, 0, 0)
      const moved = await call('PATCH', `/api/meetups/${meetupId}`, olga.cookieHeader, {
        startTime: later.toISOString(),
      })
      expect(moved.body.timeChanged).toBe(true)
      await app().idle()
      expect(push.pushesTo(femisPhone.id).at(-1)).toMatchObject({
        title: '"Picnic" has changed',
        url: `/proximity/${meetupId}`,
      })

      // Arriving tells the organiser once, however often the status is set again.
      for (const status of ['here', 'on-my-way', 'here']) {
        expect(
          (await call('PATCH', `/api/participants/${femiIn.id}/status`, femi.cookieHeader, { status })).status,
        ).toBe(200)
      }
      await app().idle()
      expect(push.pushesTo(olgasPhone.id)).toEqual([
        { title: 'Femi arrived', body: 'at "Picnic"', url: `/proximity/${meetupId}`, tag: expect.any(String) },
      ])
      expect(push.received.find((p) => p.subscription === olgasPhone.id)?.urgency).toBe('high')

      expect((await call('DELETE', `/api/meetups/${meetupId}`, olga.cookieHeader)).status).toBe(200)
      await app().idle()
      expect(push.pushesTo(femisPhone.id).at(-1)).toMatchObject({ title: 'Cancelled: "Picnic"', url: '/' })
      expect(push.pushesTo(femisPhone.id)).toHaveLength(4)
      expect(push.pushesTo(olgasPhone.id)).toHaveLength(1)

      const mine = push.received.filter((p) => [femisPhone.id, olgasPhone.id].includes(p.subscription))
      for (const { text } of mine) expect(text).not.toMatch(/40\.78|73\.96|"lat"|"lon"/)
      expect(push.refused).toEqual([])
    })

    it('tells the organiser of an arrival the rules saw, with no tap: Femi walks in', async () => {
      const [olga, femi] = [await person('Olga'), await person('Femi')]
      const olgasPhone = await device(olga)
      const created = await call('POST', '/api/meetups', olga.cookieHeader, gatherPayload('Walk in', [femi.gatherId]))
      const meetupId = created.body.id as string
      const femiIn = await participantOf(meetupId, femi.userId)
      await call('PATCH', `/api/participants/${femiIn.id}/invitation-status`, femi.cookieHeader, {
        invitationStatus: 'accepted',
      })
      const venue = await prisma().meetup.findUniqueOrThrow({ where: { id: meetupId } })
      const start = Date.now() - 10 * 60_000
      // 2.5 m/s from 1 km south, a fix a minute on the phone's clock, until the rules say Here.
      for (const [minute, metres] of [1000, 850, 700, 550, 400, 250, 120, 40].entries()) {
        const sent = await call('PATCH', `/api/participants/${femiIn.id}/location`, femi.cookieHeader, {
          lat: (venue.locationLat as number) - metres / 111_195,
          lon: venue.locationLon,
          accuracy: 10,
          capturedAt: new Date(start + minute * 60_000).toISOString(),
        })
        expect(sent.status).toBe(200)
      }
      expect(await prisma().participant.findUniqueOrThrow({ where: { id: femiIn.id } })).toMatchObject({
        status: 'here',
        statusByHand: false,
      })
      await app().idle()
      expect(push.pushesTo(olgasPhone.id)).toEqual([
        { title: 'Femi arrived', body: 'at "Walk in"', url: `/proximity/${meetupId}`, tag: expect.any(String) },
      ])
    })

    it('removes a subscription the push service calls gone (410); the person’s other devices still get it', async () => {
      const [olga, femi] = [await person('Olga'), await person('Femi')]
      const [oldPhone, laptop] = [await device(femi), await device(femi)]
      push.answer(oldPhone.id, 410)
      await call('POST', '/api/meetups', olga.cookieHeader, gatherPayload('Drinks', [femi.gatherId]))
      await app().idle()
      expect(await prisma().pushSubscription.count({ where: { endpoint: oldPhone.json.endpoint } })).toBe(0)
      expect(await prisma().pushSubscription.count({ where: { endpoint: laptop.json.endpoint } })).toBe(1)
      expect(push.pushesTo(laptop.id)).toHaveLength(1)
      expect(push.pushesTo(oldPhone.id)).toHaveLength(0)
    })

    it('stops pushing to a device once its session ends (signing out)', async () => {
      const [olga, femi] = [await person('Olga'), await person('Femi')]
      const phone = await device(femi)
      expect((await call('POST', '/api/logout', femi.cookieHeader)).status).toBeLessThan(400)
      expect(await prisma().pushSubscription.count({ where: { endpoint: phone.json.endpoint } })).toBe(0)
      await call('POST', '/api/meetups', olga.cookieHeader, gatherPayload('Brunch', [femi.gatherId]))
      await app().idle()
      expect(push.pushesTo(phone.id)).toHaveLength(0)
    })

    it('reaches each device once when a job runs again after a partial failure (the once-only ledger)', async () => {
      const femi = await person('Femi')
      const [phone, laptop] = [await device(femi), await device(femi)]
      push.answer(laptop.id, 503)
      const services = {
        config: loadConfig({ DATA_DIR: app().dataDir, NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_HOSTS: '1' }),
        logger: createLogger('silent'),
      }
      const job = {
        key: `reminder:${crypto.randomUUID()}:${femi.userId}:1`,
        kind: 'reminder' as const,
        userId: femi.userId,
        message: { title: 'Reminder', body: 'Come along', url: '/', tag: 't' },
      }
      await expect(deliverPush(services, job)).rejects.toBeInstanceOf(PushRefused)
      expect([push.pushesTo(phone.id).length, push.pushesTo(laptop.id).length]).toEqual([1, 0])
      // The retry: the laptop is reachable again, the phone is not pushed twice.
      push.answer(laptop.id, 201)
      await deliverPush(services, job)
      await deliverPush(services, job)
      expect([push.pushesTo(phone.id).length, push.pushesTo(laptop.id).length]).toEqual([1, 1])
    })
  },
  // The local push service is on 127.0.0.1 (push-endpoint-hosts.test.ts runs without this).
  { env: { PUSH_ALLOW_PRIVATE_HOSTS: '1' } },
)
