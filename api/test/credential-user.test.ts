// A session's or an access token's person, read in one prepared statement past Prisma, is the
// row Prisma reads (every column, timestamps to the millisecond), on both databases.
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { findAccessToken, findSession, markAccessTokenUsed } from '../src/accounts/credential-user.js'
import { createSession, hashToken } from '../src/accounts/session.service.js'
import { prisma } from '../src/core/db.js'

describeOnEachDatabase('the person behind a credential', (app) => {
  async function personWithEveryColumn() {
    await app().signIn() // the app's database is open in this process
    const suffix = crypto.randomUUID().slice(0, 8)
    return prisma().user.create({
      data: {
        email: `every-${suffix}@example.com`,
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada',
        gatherId: `ada_${suffix}`,
        gatherIdKey: `ada_${suffix}`,
        gatherIdSet: true,
        profileImageUrl: 'https://example.com/ada.png',
        passwordHash: 'scrypt$not-a-real-hash',
        emailVerifiedAt: new Date('2026-11-02T03:04:05.678Z'),
      },
    })
  }

  it('reads a session and its person as Prisma does', async () => {
    const user = await personWithEveryColumn()
    const { token } = await createSession(user.id, 'test')
    const tokenHash = hashToken(token)
    const expected = await prisma().session.findUniqueOrThrow({ where: { tokenHash }, include: { user: true } })

    const found = await findSession(tokenHash)
    expect(found).toEqual({
      id: expected.id,
      lastSeenAt: expected.lastSeenAt,
      expiresAt: expected.expiresAt,
      user: expected.user,
    })
    expect(found?.user.emailVerifiedAt?.toISOString()).toBe('2026-11-02T03:04:05.678Z')
    expect(await findSession(hashToken('no such session'))).toBeNull()
  })

  it('reads an access token and its person as Prisma does', async () => {
    const user = await personWithEveryColumn()
    const tokenHash = hashToken(`gat_${crypto.randomUUID()}`)
    const created = await prisma().accessToken.create({
      data: { userId: user.id, tokenHash, name: 'Script', scope: 'read' },
      include: { user: true },
    })

    expect(await findAccessToken(tokenHash)).toEqual({
      id: created.id,
      scope: 'read',
      lastUsedAt: null,
      user: created.user,
    })
    const usedAt = new Date('2026-11-20T10:11:12.345Z')
    await prisma().accessToken.update({ where: { id: created.id }, data: { lastUsedAt: usedAt } })
    expect((await findAccessToken(tokenHash))?.lastUsedAt).toEqual(usedAt)
    expect(await findAccessToken(hashToken('no such token'))).toBeNull()
  })

  it("records a token's use once when two first uses race", async () => {
    const user = await personWithEveryColumn()
    const { id } = await prisma().accessToken.create({
      data: { userId: user.id, tokenHash: hashToken(`gat_${crypto.randomUUID()}`), name: 'Script', scope: 'read' },
    })
    const lastUsed = async () => (await prisma().accessToken.findUniqueOrThrow({ where: { id } })).lastUsedAt
    const first = new Date('2026-11-21T08:00:00.123Z')
    await markAccessTokenUsed(id, first, null)
    expect(await lastUsed()).toEqual(first)
    // The other use read no last use either: it finds one written since, and leaves it.
    await markAccessTokenUsed(id, new Date('2026-11-21T08:00:00.456Z'), null)
    expect(await lastUsed()).toEqual(first)
    const next = new Date('2026-11-21T08:01:30.789Z')
    await markAccessTokenUsed(id, next, first)
    expect(await lastUsed()).toEqual(next)
  })
})
