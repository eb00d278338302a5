// "Forgot password" on both faces: one answer for every address, a single-use link that lasts
// 30 minutes (the clock is injected), only the newest link works, limits per address and per
// client, every other session ends (with its open streams), the owner is told, tokens are refused,
// and a reset verifies an address that was not yet.
import { createHash } from 'node:crypto'
import { createPubSub } from 'graphql-yoga'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { recordingJobs } from '../../tests/helpers/jobs.js'
import { lastLinkTo, readOutbox, waitForMail } from '../../tests/helpers/mail.js'
import { graphqlSocket } from '../../tests/helpers/streams.js'
import { requestPasswordReset, resetLinkRefusals, resetPassword } from '../src/accounts/password-reset.service.js'
import { createSession } from '../src/accounts/session.service.js'
import { tokenRefusals } from '../src/accounts/tokens.policy.js'
import { actorOf } from '../src/core/actor.js'
import { loadConfig } from '../src/core/config.js'
import type { Services } from '../src/core/context.js'
import { prisma } from '../src/core/db.js'
import { ValidationError } from '../src/core/errors.js'
import { createLogger } from '../src/core/logger.js'
import type { MailMessage } from '../src/core/mail/mailer.js'
import { createRateLimits } from '../src/core/rate-limits.js'
import { sweepExpired } from '../src/live/expiry.service.js'
import { whenWatching } from '../src/live/streams/live-access.js'

const minute = 60 * 1000
let n = 0
const newEmail = () => `reset${++n}.${Date.now()}@example.com`
// Each test asks from its own client address (TRUST_PROXY=1 believes X-Forwarded-For), so that
// the per-client limit is only met where a test means to meet it.
let clients = 0
const newClient = () => `198.51.100.${++clients}`

describeOnEachDatabase(
  'forgot password',
  (app) => {
    const call = async (
      method: string,
      path: string,
      options: { body?: unknown; cookie?: string; client?: string; bearer?: string } = {},
    ) => {
      const response = await fetch(`${app().url}${path}`, {
        method,
        headers: {
          'x-graphql-csrf': '1',
          'x-forwarded-for': options.client ?? newClient(),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        redirect: 'manual',
      })
      const text = await response.text()
      // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
      const body: any = text ? JSON.parse(text) : null
      return { status: response.status, body, headers: response.headers }
    }
    const forgot = (email: string, client?: string) =>
      call('POST', '/api/auth/forgot-password', { body: { email }, client })
    const reset = (token: string | null, password: string, cookie?: string) =>
      call('POST', '/api/auth/reset-password', { body: { token, password }, cookie })
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')
    /** The token of the `count`th mail to the address (links are mailed just after the answer). */
    const resetLinkTo = async (email: string, count = 1) => {
      await waitForMail(app().dataDir, email, count)
      return tokenOf(await lastLinkTo(app().dataDir, email, /https?:\/\/\S+reset-password\?token=[\w-]+/))
    }
    const mailsTo = async (email: string) => (await readOutbox(app().dataDir)).filter((m) => m.to.includes(email))
    const cookieOf = (response: { headers: Headers }) => response.headers.get('set-cookie')?.split(';')[0]
    const me = async (cookie?: string) => (await call('GET', '/api/auth/user', { cookie })).status

    it('answers a known and an unknown address alike, and mails a link only to the known one', async () => {
      const email = newEmail()
      await app().signIn({ email })
      const known = await forgot(`  ${email.toUpperCase()} `)
      const unknown = await forgot(newEmail())
      expect(known.status).toBe(200)
      expect([unknown.status, unknown.body]).toEqual([known.status, known.body])
      expect(known.body).toEqual({
        success: true,
        message:
          'If an account uses that address, a link to reset its password is on its way. It works once, for 30 minutes.',
      })
      const mails = await waitForMail(app().dataDir, email)
      expect(mails.map((m) => m.subject)).toEqual(['Reset your Gather password'])
      const link = await lastLinkTo(app().dataDir, email)
      expect(link).toMatch(new RegExp(`^${app().url}/reset-password\\?token=[A-Za-z0-9_-]{43}$`))
      // Only the token's SHA-256 is kept, for 30 minutes.
      const row = await prisma().passwordResetToken.findFirstOrThrow({ where: { user: { email } } })
      expect(row.tokenHash).toBe(
        createHash('sha256')
          .update(tokenOf(link) as string)
          .digest('hex'),
      )
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * minute)
      expect((await forgot('not-an-email')).body.error).toBe('Please enter a valid email address')
      expect((await call('POST', '/api/auth/forgot-password', { body: {} })).body.error).toBe('Email is required')
    })

    it('sets a first password for a person without one; the link works once; every other session and its stream end', async () => {
      const email = newEmail()
      const ada = await app().signIn({ email, displayName: 'Ada' })
      const phone = await app().signIn({ displayName: 'Femi' })
      const laptop = `${ada.cookie.name}=${(await createSession(ada.userId)).token}`
      const meetup = await createMeetupWith(phone.userId, [ada.userId])
      const socket = graphqlSocket(app().url, laptop)
      const listening = whenWatching(meetup.id, ada.userId)
      const stream = socket.subscribe('subscription($id: ID!) { participantChanged(meetupId: $id) { kind } }', {
        id: meetup.id,
      })
      await listening

      await forgot(email)
      const token = await resetLinkTo(email)
      const weak = await reset(token, 'password')
      expect([weak.status, weak.body.error]).toEqual([
        400,
        'Password too weak: use at least 8 characters and three of: uppercase, lowercase, number, special character',
      ])
      expect(await me(laptop)).toBe(200)

      const done = await reset(token, 'New-pass42')
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ success: true, user: { id: ada.userId, email } })
      expect(done.headers.get('set-cookie')).toMatch(/^gather_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly/)
      // This browser is signed in; the others are not, and their streams ended at once.
      expect(await me(cookieOf(done))).toBe(200)
      expect(await me(ada.cookieHeader)).toBe(401)
      expect(await me(laptop)).toBe(401)
      expect((await stream.ended)?.extensions).toEqual({ code: 'ACCESS_ENDED', reason: 'signed-out' })
      expect((await socket.closed).code).toBe(4401)
      await socket.dispose()
      expect(await prisma().session.count({ where: { userId: ada.userId } })).toBe(1)
      // Someone else's session is untouched.
      expect(await me(phone.cookieHeader)).toBe(200)

      const again = await reset(token, 'Other-pass42')
      expect([again.status, again.body.error]).toEqual([400, resetLinkRefusals.spent])
      const login = await call('POST', '/api/auth/login', { body: { email, password: 'New-pass42' } })
      expect(login.status).toBe(200)

      await app().idle()
      const notice = (await mailsTo(email)).at(-1)
      expect(notice?.subject).toBe('Your Gather password was changed')
      expect(notice?.body).toContain('Every other device')
      expect(notice?.body).toContain(`${app().url}/forgot-password`)
    })

    it('keeps only the newest link working, and says so for a made-up or malformed one', async () => {
      const email = newEmail()
      const person = await app().signIn({ email })
      const client = newClient()
      await forgot(email, client)
      const first = await resetLinkTo(email)
      await forgot(email, client)
      const second = await resetLinkTo(email, 2)
      expect(second).not.toBe(first)
      expect(await prisma().passwordResetToken.count({ where: { userId: person.userId } })).toBe(1)
      expect((await reset(first, 'New-pass42')).body).toMatchObject({ error: resetLinkRefusals.spent })
      expect((await reset('A'.repeat(43), 'New-pass42')).body.error).toBe(resetLinkRefusals.spent)
      expect((await reset('nope', 'New-pass42')).body.error).toBe(resetLinkRefusals.invalid)
      expect((await reset(null, 'New-pass42')).body.error).toBe(resetLinkRefusals.invalid)
      expect((await reset(second, 'New-pass42')).status).toBe(200)
    })

    it('limits requests per address and per client before writing anything, known or not', async () => {
      const email = newEmail()
      const person = await app().signIn({ email })
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200)
      await waitForMail(app().dataDir, email, 3)
      const rows = await prisma().passwordResetToken.findMany({ where: { userId: person.userId } })
      const mails = (await mailsTo(email)).length
      const limited = await forgot(email)
      expect(limited.status).toBe(429)
      expect(limited.body.error).toMatch(/^Too many password reset requests\. Try again in \d+ minutes\.$/)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await prisma().passwordResetToken.findMany({ where: { userId: person.userId } })).toEqual(rows)
      expect((await mailsTo(email)).length).toBe(mails)
      // An unknown address is limited alike.
      const stranger = newEmail()
      for (let i = 0; i < 3; i++) await forgot(stranger)
      expect((await forgot(stranger)).status).toBe(429)

      // One client: 20 requests an hour, whatever the addresses.
      const client = newClient()
      for (let i = 0; i < 20; i++) expect((await forgot(newEmail(), client)).status).toBe(200)
      const other = newEmail()
      const otherPerson = await app().signIn({ email: other })
      expect((await forgot(other, client)).status).toBe(429)
      expect(await prisma().passwordResetToken.count({ where: { userId: otherPerson.userId } })).toBe(0)
      expect((await forgot(other)).status).toBe(200)
    })

    it('verifies an address that was not yet, and its pending sign-up link stops working', async () => {
      const email = newEmail()
      expect((await call('POST', '/api/auth/signup', { body: { email, password: 'Signup-pass1' } })).status).toBe(201)
      const signupLink = await lastLinkTo(app().dataDir, email)
      await forgot(email)
      const done = await reset(await resetLinkTo(email, 2), 'Reset-pass42')
      expect(done.status).toBe(200)
      expect(await me(cookieOf(done))).toBe(200)
      const user = await prisma().user.findUniqueOrThrow({ where: { email } })
      expect(user.emailVerifiedAt).not.toBeNull()
      const verify = await call('GET', `/api/auth/verify-email?token=${tokenOf(signupLink)}`)
      expect([verify.status, verify.body.error]).toEqual([
        400,
        'This verification link has expired or has already been used',
      ])
      const login = (password: string) => call('POST', '/api/auth/login', { body: { email, password } })
      expect((await login('Signup-pass1')).status).toBe(401)
      expect((await login('Reset-pass42')).status).toBe(200)
    })

    it('refuses access tokens on both faces, and changes nothing', async () => {
      const email = newEmail()
      const person = await app().signIn({ email })
      const made = await call('POST', '/api/access-tokens', {
        cookie: person.cookieHeader,
        body: { name: 'Script', scope: 'read-write' },
      })
      const secret = made.body.secret as string
      for (const [path, body] of [
        ['/api/auth/forgot-password', { email }],
        ['/api/auth/reset-password', { token: 'A'.repeat(43), password: 'New-pass42' }],
      ] as const) {
        const answer = await call('POST', path, { body, bearer: secret })
        expect({ path, status: answer.status, message: answer.body.message }).toEqual({
          path,
          status: 403,
          message: tokenRefusals.account,
        })
      }
      for (const [field, query] of [
        [
          'requestPasswordReset',
          `mutation { requestPasswordReset(email: "${email}") { __typename ... on Error { message } } }`,
        ],
        [
          'resetPassword',
          `mutation { resetPassword(token: "${'A'.repeat(43)}", password: "New-pass42") { __typename ... on Error { message } } }`,
        ],
      ] as const) {
        const answer = await call('POST', '/graphql', { body: { query }, bearer: secret })
        expect(answer.body.data?.[field]).toEqual({ __typename: 'ForbiddenError', message: tokenRefusals.account })
      }
      expect(await mailsTo(email)).toEqual([])
      expect(await prisma().passwordResetToken.count({ where: { userId: person.userId } })).toBe(0)
    })

    it('works over GraphQL: the same answer, typed errors, and the session cookie', async () => {
      const email = newEmail()
      const person = await app().signIn({ email })
      const request =
        'mutation($e: String!) { requestPasswordReset(email: $e) { __typename ... on RequestPasswordResetPayload { data { message } } ... on Error { message } } }'
      const known = await graphql(app().url, request, { e: email })
      const unknown = await graphql(app().url, request, { e: newEmail() })
      expect(known.data).toEqual(unknown.data)
      expect(known.data?.requestPasswordReset).toMatchObject({ __typename: 'RequestPasswordResetPayload' })
      const token = await resetLinkTo(email)
      const mutation = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) {
        __typename ... on ResetPasswordPayload { data { email } } ... on ValidationError { message field } } }`
      const reply = async (t: string, p: string) => {
        const response = await fetch(`${app().url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: person.cookieHeader },
          body: JSON.stringify({ query: mutation, variables: { t, p } }),
        })
        return { body: (await response.json()) as { data: Record<string, unknown> }, headers: response.headers }
      }
      expect((await reply(token as string, 'weak')).body.data.resetPassword).toEqual({
        __typename: 'ValidationError',
        message:
          'Password too weak: use at least 8 characters and three of: uppercase, lowercase, number, special character',
        field: 'password',
      })
      const done = await reply(token as string, 'New-pass42')
      expect(done.body.data.resetPassword).toEqual({ __typename: 'ResetPasswordPayload', data: { email } })
      const cookie = cookieOf(done)
      const viewer = await graphql<{ viewer: { email: string } | null }>(app().url, '{ viewer { email } }', {}, cookie)
      expect(viewer.data?.viewer?.email).toBe(email)
      expect(await me(person.cookieHeader)).toBe(401)
      expect((await reply(token as string, 'New-pass42')).body.data.resetPassword).toEqual({
        __typename: 'ValidationError',
        message: resetLinkRefusals.spent,
        field: 'token',
      })
    })

    it('lets a link work for 30 minutes and not a moment longer (clock injected), and sweeps it a day later', async () => {
      const email = newEmail()
      const person = await app().signIn({ email })
      const sent: MailMessage[] = []
      let delivered = () => {}
      const services = {
        config: loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', APP_URL: 'https://gather.example' }),
        mailer: {
          kind: 'outbox',
          send: async (m: MailMessage) => {
            sent.push(m)
            delivered()
            return { messageId: 'x' }
          },
          close: async () => {},
        },
        logger: createLogger('silent'),
        limits: createRateLimits(),
        jobs: recordingJobs().jobs,
      } as unknown as Services
      const start = new Date()
      const at = (ms: number) => actorOf(services, null, { now: () => new Date(start.getTime() + ms) })
      /** Asks for a link and waits for its mail (sent after the answer). */
      const ask = async () => {
        const mailed = new Promise<void>((resolve) => {
          delivered = resolve
        })
        await requestPasswordReset(at(0), { email }, '203.0.113.1')
        await mailed
        return /reset-password\?token=([\w-]+)/.exec(sent.at(-1)?.text ?? '')?.[1] as string
      }
      const late = await ask()
      const refused = await resetPassword(at(30 * minute), { token: late, password: 'New-pass42' }).catch((e) => e)
      expect(refused).toBeInstanceOf(ValidationError)
      expect(refused.message).toBe(resetLinkRefusals.spent)
      const inTime = await ask()
      const done = await resetPassword(at(30 * minute - 1000), { token: inTime, password: 'New-pass42' })
      expect(done.user.id).toBe(person.userId)

      await ask()
      const sweep = { pubSub: createPubSub(), logger: services.logger, jobs: services.jobs } as never
      await sweepExpired(sweep, new Date(start.getTime() + 12 * 60 * minute))
      expect(await prisma().passwordResetToken.count({ where: { userId: person.userId } })).toBe(1)
      await sweepExpired(sweep, new Date(start.getTime() + 25 * 60 * minute))
      expect(await prisma().passwordResetToken.count({ where: { userId: person.userId } })).toBe(0)
    })
  },
  { env: { TRUST_PROXY: '1' } },
)
