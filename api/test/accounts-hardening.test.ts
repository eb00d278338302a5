// Accounts under attack: pre-hijacking an unverified address, enumeration through sign-up,
// parallel password guessing, and a flood of password hashes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword, maxQueuedHashes, verifyPassword } from '../../api/src/accounts/password.js'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { rest } from '../../tests/helpers/http.js'
import { readOutbox } from '../../tests/helpers/mail.js'
import { DatabaseUnreachableError } from '../src/core/db/unavailable.js'
import { prisma } from '../src/core/db.js'
import { BusyError } from '../src/core/errors.js'

let app: TestApp
beforeAll(async () => {
  // Each browser below is a client of its own (X-Forwarded-For), as the people of an attack are.
  app = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1/8,::1/128' } })
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
const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
  rest(app.url, 'POST', '/graphql', { body: { query, variables }, cookie })
const verify = (link: string) =>
  rest(app.url, 'GET', `/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`)
const linksTo = async (email: string) =>
  (await readOutbox(app.dataDir))
    .filter((m) => m.to.includes(email))
    .map((m) => m.body.match(/https?:\/\/[^\s"<>]+verify-email\?token=[\w-]+/)?.[0])
    .filter((l): l is string => Boolean(l))

/**
 * A browser as the API sees it: its own cookies (the session, and the sign-up key that binds a
 * verification link to the browser that signed up).
 */
let clients = 0
function browser() {
  const jar = new Map<string, string>()
  const address = `203.0.113.${++clients % 250}`
  const call = async (method: string, path: string, body?: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        'x-graphql-csrf': '1',
        'x-forwarded-for': address,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, value] = (pair as string).split('=') as [string, string]
      if (value) jar.set(name, value)
      else jar.delete(name)
    }
    const text = await response.text()
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text }
  }
  return {
    signUp: (email: string, password: string) => call('POST', '/api/auth/signup', { email, password }),
    /** Opens a link as the web app does: first without a password, then with one if asked. */
    open: (link: string, password?: string) => {
      const token = new URL(link).searchParams.get('token')
      return password === undefined
        ? call('GET', `/api/auth/verify-email?token=${token}`)
        : call('POST', '/api/auth/verify-email', { token, password })
    },
    resend: (email: string) => call('POST', '/api/auth/resend-verification', { email }),
  }
}

describe('pre-hijacking an unverified address', () => {
  /** The victim and the attacker sign up the same address, in the order given; returns both links. */
  async function race(order: 'victim first' | 'attacker first') {
    const email = newEmail()
    const victim = browser()
    const attacker = browser()
    const steps = [() => victim.signUp(email, 'Victim-pass1'), () => attacker.signUp(email, 'Attacker-pass2')]
    for (const step of order === 'victim first' ? steps : steps.reverse()) expect((await step()).status).toBe(201)
    const [first, second] = await linksTo(email)
    const links =
      order === 'victim first' ? { victims: first, attackers: second } : { victims: second, attackers: first }
    return { email, victim, attacker, ...(links as { victims: string; attackers: string }) }
  }

  /** Only the victim's password signs in, and no link is left to change it. */
  async function victimOwns(email: string, links: string[], password = 'Victim-pass1') {
    expect((await login(email, 'Attacker-pass2')).status).toBe(401)
    expect((await login(email, password)).status).toBe(200)
    for (const link of links) expect((await verify(link)).status).toBe(400)
    expect((await login(email, password)).status).toBe(200)
  }

  for (const order of ['victim first', 'attacker first'] as const) {
    it(`${order}: the victim's own link, in the victim's browser, sets the victim's password at once`, async () => {
      const { email, victim, victims, attackers } = await race(order)
      const opened = await victim.open(victims)
      expect(opened.status).toBe(200)
      await victimOwns(email, [victims, attackers])
    })

    it(`${order}: the attacker's link, opened by the victim, asks for a password and sets the victim's`, async () => {
      const { email, victim, victims, attackers } = await race(order)
      const opened = await victim.open(attackers)
      expect(opened.status).toBe(422)
      expect(opened.body).toMatchObject({ passwordRequired: true, email })
      // Asking changed nothing: neither password signs in yet.
      expect((await login(email, 'Attacker-pass2')).status).not.toBe(200)
      expect((await login(email, 'Victim-pass1')).status).not.toBe(200)
      expect((await victim.open(attackers, 'Victim-pass1')).status).toBe(200)
      await victimOwns(email, [victims, attackers])
    })

    it(`${order}: both links clicked, in either order, leave only the first click's password`, async () => {
      for (const firstClicked of ['victims', 'attackers'] as const) {
        const run = await race(order)
        const other = firstClicked === 'victims' ? run.attackers : run.victims
        const first = await run.victim.open(run[firstClicked])
        if (first.status === 422) expect((await run.victim.open(run[firstClicked], 'Victim-pass1')).status).toBe(200)
        else expect(first.status).toBe(200)
        expect((await run.victim.open(other)).status).toBe(400)
        expect((await run.victim.open(other, 'Victim-pass9!')).status).toBe(400)
        await victimOwns(run.email, [run.victims, run.attackers])
      }
    })

    it(`${order}: the victim's link opened in another browser asks for the password, and sets what is typed`, async () => {
      const { email, victims, attackers } = await race(order)
      const phone = browser()
      expect((await phone.open(victims)).status).toBe(422)
      expect((await phone.open(victims, 'weak')).status).toBe(400)
      expect((await phone.open(victims, 'Phone-pass3')).status).toBe(200)
      expect((await login(email, 'Victim-pass1')).status).toBe(401)
      await victimOwns(email, [victims, attackers], 'Phone-pass3')
    })
  }

  it("after a resend: the attacker's resend link does not carry the attacker's password to the victim", async () => {
    const { email, victim, attacker, victims, attackers } = await race('attacker first')
    expect((await attacker.resend(email)).status).toBe(200)
    const resent = (await linksTo(email)).at(-1) as string
    expect(resent).not.toBe(attackers)
    expect((await victim.open(resent)).status).toBe(422)
    expect((await victim.open(resent, 'Victim-pass1')).status).toBe(200)
    await victimOwns(email, [victims, attackers, resent])
  })

  it("after a resend: the victim's own resend link sets the victim's password in the victim's browser", async () => {
    const { email, victim, victims, attackers } = await race('victim first')
    expect((await victim.resend(email)).status).toBe(200)
    const resent = (await linksTo(email)).at(-1) as string
    expect((await victim.open(resent)).status).toBe(200)
    await victimOwns(email, [victims, attackers, resent])
  })

  it('a resend asked from a browser that never signed up sends a link that asks for the password', async () => {
    const email = newEmail()
    await browser().signUp(email, 'Victim-pass1')
    const stranger = browser()
    expect((await stranger.resend(email)).status).toBe(200)
    const resent = (await linksTo(email)).at(-1) as string
    expect((await stranger.open(resent)).status).toBe(422)
  })

  it('the same over GraphQL: the sign-up sets the browser key, and a link opened elsewhere asks for a password', async () => {
    const email = newEmail()
    const signUp = await gql('mutation($e: String!, $p: String!) { signUp(email: $e, password: $p) { __typename } }', {
      e: email,
      p: 'Victim-pass1',
    })
    expect(signUp.headers.getSetCookie().some((c) => c.startsWith('gather_signup='))).toBe(true)
    const token = new URL((await linksTo(email))[0] as string).searchParams.get('token')
    const verifyQuery =
      'mutation($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { __typename ... on PasswordRequiredError { email } ... on VerifyEmailPayload { data { email } } } }'
    const asked = await gql(verifyQuery, { t: token })
    expect(asked.body.data.verifyEmail).toEqual({ __typename: 'PasswordRequiredError', email })
    const cookie = signUp.headers.getSetCookie()[0]?.split(';')[0]
    const done = await gql(verifyQuery, { t: token }, cookie)
    expect(done.body.data.verifyEmail).toEqual({ __typename: 'VerifyEmailPayload', data: { email } })
    expect((await login(email, 'Victim-pass1')).status).toBe(200)
  })

  it('a sign-up answered 429 writes nothing', async () => {
    const email = newEmail()
    const victim = browser()
    for (let i = 0; i < 3; i++) expect((await victim.signUp(email, 'Victim-pass1')).status).toBe(201)
    const before = await prisma().emailVerificationToken.count({ where: { user: { email } } })
    const limited = await browser().signUp(email, 'Attacker-pass2')
    expect(limited.status).toBe(429)
    expect(await prisma().emailVerificationToken.count({ where: { user: { email } } })).toBe(before)
    expect((await victim.open((await linksTo(email))[0] as string)).status).toBe(200)
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
    const owner = browser()
    await owner.signUp(email, 'Owner-pass11')
    expect((await owner.open((await linksTo(email))[0] as string)).status).toBe(200)
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
    const owner = browser()
    await owner.signUp(email, 'Owner-pass11')
    expect((await owner.open((await linksTo(email))[0] as string)).status).toBe(200)
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

describe('the smaller holes', () => {
  const tokenOf = async (cookie: string) =>
    (await rest(app.url, 'POST', '/api/access-tokens', { cookie, body: { name: 'Script', scope: 'read-write' } })).body
      .secret as string

  it('a read-write token cannot change the Gather ID, on either face', async () => {
    const person = await app.signIn({ gatherId: `keep${Date.now() % 100_000}` })
    const token = await tokenOf(person.cookieHeader)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const byRest = await fetch(`${app.url}/api/user/profile`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ displayName: 'Mallory', gatherID: 'stolen_id' }),
    })
    expect(byRest.status).toBe(403)
    const byGraphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        query:
          'mutation { setProfile(displayName: "Mallory", gatherId: "stolen_id") { __typename ... on Error { message } } }',
      }),
    })
    expect((await byGraphql.json()).data.setProfile.__typename).toBe('ForbiddenError')
    const user = await prisma().user.findUniqueOrThrow({ where: { id: person.userId } })
    expect(user.gatherId).toMatch(/^keep/)
  })

  it("the profile's Gather ID check shares the 60-a-minute lookup limit", async () => {
    const person = await app.signIn()
    const answers = []
    for (let i = 0; i < 61; i++) {
      const answer = await rest(app.url, 'POST', '/api/user/profile', {
        cookie: person.cookieHeader,
        body: { displayName: 'Prober', gatherID: `probe_${i}` },
      })
      answers.push(answer.status)
    }
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(answers[60]).toBe(429)
  })

  it('sign-ins that fail because the database is out of reach do not count against the password', async () => {
    const email = newEmail()
    const owner = browser()
    await owner.signUp(email, 'Owner-pass11')
    expect((await owner.open((await linksTo(email))[0] as string)).status).toBe(200)
    // The database out of reach for the user lookup alone, then back (the spy stays, passing through).
    const users = prisma().user
    const lookUp = users.findUnique.bind(users)
    let down = true
    vi.spyOn(users, 'findUnique').mockImplementation(((args: Parameters<typeof lookUp>[0]) =>
      down
        ? Promise.reject(new DatabaseUnreachableError('Connection terminated unexpectedly'))
        : lookUp(args)) as never)
    for (let i = 0; i < 12; i++) expect((await login(email, 'Owner-pass11')).status).toBe(503)
    down = false
    expect((await login(email, 'Owner-pass11')).status).toBe(200)
  })
})
