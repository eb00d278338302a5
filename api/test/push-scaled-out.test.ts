// Web Push with two instances (separate processes, as `npm start` runs them) on PostgreSQL and
// Redis with no VAPID_* variables: both start at once, agree on one key pair (made once, kept in
// the database), and an invitation made on one instance reaches a device turned on through the
// other, delivered by a BullMQ job. The local push service checks the VAPID signature.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rest } from '../../tests/helpers/http.js'
import { type Instance, signInDirect, startInstance } from '../../tests/helpers/instances.js'
import { type PushService, startPushService } from '../../tests/helpers/push-service.js'
import {
  createTestDatabase,
  postgresAvailable,
  redisAvailable,
  redisUrl,
  servicesRequired,
} from '../../tests/helpers/services.js'
import { closeDatabase, openDatabase, prisma } from '../src/core/db.js'

describe.runIf((postgresAvailable && redisAvailable) || servicesRequired)('web push, scaled out', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let dataDir: string
  let push: PushService
  const instances: Instance[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-push-scaled-'))
    push = await startPushService()
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      NODE_EXTRA_CA_CERTS: push.certFile,
      PUSH_ALLOW_PRIVATE_HOSTS: '1',
    }
    instances.push(...(await Promise.all([startInstance(env), startInstance(env)])))
    await openDatabase({ databaseUrl: database.url, dataDir })
  })

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await closeDatabase()
    await database?.drop()
    await push?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('signs with one key on every instance and delivers through BullMQ', async () => {
    const [a, b] = instances.map((i) => i.url) as [string, string]
    const [olga, femi] = [await signInDirect('Olga'), await signInDirect('Femi')]
    const keys = await Promise.all(
      [a, b].map(async (url) => (await rest(url, 'GET', '/api/push', { cookie: femi.cookieHeader })).body.publicKey),
    )
    expect(keys[0]).toMatch(/^[\w-]{87}$/)
    expect(keys[1]).toBe(keys[0])
    expect(await prisma().pushKey.count()).toBe(1)

    const phone = push.subscribe()
    expect((await rest(a, 'POST', '/api/push/devices', { cookie: femi.cookieHeader, body: phone.json })).status).toBe(
      201,
    )
    const gatherId = `femi${Date.now() % 100000}`
    await prisma().user.update({ where: { id: femi.userId }, data: { gatherId, gatherIdKey: gatherId } })
    const start = new Date(Date.now() + 24 * 3600 * 1000)
    const created = await rest(b, 'POST', '/api/meetups', {
      cookie: olga.cookieHeader,
      body: {
        locationName: 'Central Park',
        description: 'Picnic',
        gatherDate: start.toISOString().slice(0, 10),
        gatherTime: '15:00',
        scheduledDateTime: start.toISOString(),
        selectedGatherIds: [gatherId],
      },
    })
    expect(created.status).toBe(201)
    await push.receivedBy(phone.id, 1)
    expect(push.pushesTo(phone.id)).toEqual([expect.objectContaining({ title: 'Olga invited you to "Picnic"' })])
    expect(push.received[0]?.publicKey).toBe(keys[0])
    expect(push.refused).toEqual([])
  })
})
