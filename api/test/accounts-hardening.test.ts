// Accounts under attack: pre-hijacking an unverified address, enumeration through sign-up,
// parallel password guessing, and a flood of password hashes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, maxQueuedHashes, verifyPassword } from '../../api/src/accounts/password.js'
import { prisma } from '../../api/src/db.js'
import { BusyError } from '../../api/src/errors.js'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { rest } from '../../tests/helpers/http.js'
import { readOutbox } from '../../tests/helpers/mail.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
}, 120_000)
afterAll(async () => {
  await app?.stop()
})

let n = 0
const newEmail = () => `target${++n}.${Date.now()}@example.com`
const signUp = (email: string, password: string) =>
  rest(app.url, 'POST', '/api/auth/signup', { body: { email, password } })
const login = (email: string, password: string) =>
  rest(app.url, 'POST', '/api/auth/login', { body: { email, password } })
const verify = (link: string) =>
  rest(app.url, 'GET', `/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`)
const linksTo = async (email: string) =>
  (await readOutbox(app.dataDir))
    .filter((m) => m.to.includes(email))
    .map((m) => m.body.match(/https?:\/\/[^\s"<>]+verify-email\?token=[\w-]+/)?.[0])
    .filter((l): l is string => Boolean(l))

describe('pre-hijacking an unverified address', () => {
  it('a link verifies the password chosen with it; a later sign-up changes nothing it activates', async () => {
    const email = newEmail()
    expect((await signUp(email, 'Victim-pass1')).status).toBe(201)
    expect((await signUp(email, 'Attacker-pass2')).status).toBe(201)
    const [victimLink, attackerLink] = await linksTo(email)
    expect((await verify(victimLink as string)).status).toBe(200)
    expect((await login(email, 'Attacker-pass2')).status).toBe(401)
    expect((await login(email, 'Victim-pass1')).status).toBe(200)
    // The attacker's link died with the verification: it cannot switch the password later.
    expect((await verify(attackerLink as string)).status).toBe(400)
    expect((await login(email, 'Victim-pass1')).status).toBe(200)
  })

  it("a resend never sends a link for someone else's password", async () => {
    const email = newEmail()
    expect((await signUp(email, 'Victim-pass1')).status).toBe(201)
    expect((await signUp(email, 'Attacker-pass2')).status).toBe(201)
    const resend = await rest(app.url, 'POST', '/api/auth/resend-verification', { body: { email } })
    expect(resend.status).toBe(200)
    // Two passwords are pending: the resend carries no link, only the advice to sign up again.
    expect(await linksTo(email)).toHaveLength(2)
    const last = (await readOutbox(app.dataDir)).filter((m) => m.to.includes(email)).at(-1)
    expect(last?.body).toContain('Sign up again')
  })

  it('a sign-up answered 429 writes nothing', async () => {
    const email = newEmail()
    for (let i = 0; i < 3; i++) expect((await signUp(email, 'Victim-pass1')).status).toBe(201)
    const before = await prisma().emailVerificationToken.count({ where: { user: { email } } })
    const limited = await signUp(email, 'Attacker-pass2')
    expect(limited.status).toBe(429)
    expect(await prisma().emailVerificationToken.count({ where: { user: { email } } })).toBe(before)
    await verify((await linksTo(email))[0] as string)
    expect((await login(email, 'Attacker-pass2')).status).toBe(401)
    expect((await login(email, 'Victim-pass1')).status).toBe(200)
  })

  it('still tells a person who signs in before verifying to verify first', async () => {
    const email = newEmail()
    await signUp(email, 'Sunny-day42')
    const early = await login(email, 'Sunny-day42')
    expect(early.status).toBe(403)
    expect(early.body.error).toMatch(/verify your email/i)
  })
})

describe('sign-up of a verified address', () => {
  it('answers exactly like a new address, mails the owner, and changes nothing', async () => {
    const email = newEmail()
    await signUp(email, 'Owner-pass11')
    await verify((await linksTo(email))[0] as string)
    const fresh = await signUp(newEmail(), 'Other-pass99')
    const again = await signUp(email, 'Other-pass99')
    expect(again.status).toBe(fresh.status)
    expect(again.body).toEqual({ ...fresh.body, email })
    const mails = (await readOutbox(app.dataDir)).filter((m) => m.to.includes(email))
    expect(mails.at(-1)?.subject).toBe('Someone tried to sign up for Gather with your email')
    expect(await linksTo(email)).toHaveLength(1)
    expect((await login(email, 'Other-pass99')).status).toBe(401)
    expect((await login(email, 'Owner-pass11')).status).toBe(200)
  })
})

describe('password guessing', () => {
  it('a parallel burst gets no more guesses than the limit, and a correct one after it is refused', async () => {
    const email = newEmail()
    await signUp(email, 'Owner-pass11')
    await verify((await linksTo(email))[0] as string)
    const burst = await Promise.all(Array.from({ length: 12 }, () => login(email, 'Wrong-guess1')))
    const statuses = burst.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
    expect((await login(email, 'Owner-pass11')).status).toBe(429)
  }, 60_000)

  it('hashes at the production cost unless told otherwise (the suites run at a lower one)', async () => {
    const stored = await hashPassword('Owner-pass11')
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('Owner-pass11', stored)).toBe(true)
    expect(await verifyPassword('Owner-pass12', stored)).toBe(false)
  }, 60_000)

  it('hashing has a bounded queue: past it, callers are refused at once with 503', async () => {
    const cost = Number(process.env.PASSWORD_HASH_COST ?? 17)
    const results = await Promise.allSettled(Array.from({ length: maxQueuedHashes + 6 }, () => hashPassword('x', cost)))
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused.length).toBeGreaterThanOrEqual(4)
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BusyError)
    expect(new BusyError('busy', 5).status).toBe(503)
  }, 60_000)
})
