import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { createMeetupWith } from '../../tests/helpers/fixtures.js'
import { lastLinkTo, readOutbox } from '../../tests/helpers/mail.js'
import { prisma } from '../src/core/db.js'

const json = { 'content-type': 'application/json' }
const csrf = { 'x-graphql-csrf': '1' }
let n = 0
const newEmail = () => `Person${++n}.${Date.now()}@Example.com`
/** The sign-up browser's key cookie, as `name=value`. */
const signUpCookie = (answer: { headers: Headers }) =>
  answer.headers
    .getSetCookie()
    .find((c) => c.startsWith('gather_signup='))
    ?.split(';')[0]

describeOnEachDatabase('accounts over REST', (app) => {
  const call = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const response = await fetch(`${app().url}${path}`, {
      method,
      headers: { ...csrf, ...(body !== undefined ? json : {}), ...(cookie ? { cookie } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
  }

  async function signUpAndVerify(password = 'Sunny-day42') {
    const email = newEmail()
    const signup = await call('POST', '/api/auth/signup', { email, password })
    expect(signup.status).toBe(201)
    const link = await lastLinkTo(app().dataDir, email.toLowerCase())
    const token = new URL(link).searchParams.get('token')
    // Opened in the browser that signed up (its sign-up cookie): the chosen password is set.
    const verified = await call('GET', `/api/auth/verify-email?token=${token}`, undefined, signUpCookie(signup))
    expect(verified.body).toMatchObject({ success: true, email: email.toLowerCase() })
    return { email: email.toLowerCase(), password }
  }

  async function login(email: string, password: string) {
    const response = await call('POST', '/api/auth/login', { email, password })
    const cookie = response.headers.get('set-cookie')?.split(';')[0]
    return { ...response, cookie }
  }

  it('signs up, sends a verification link to APP_URL/verify-email, and requires verification before login', async () => {
    const email = newEmail()
    const signup = await call('POST', '/api/auth/signup', { email: `  ${email} `, password: 'Sunny-day42' })
    expect(signup.body).toEqual({
      success: true,
      requiresVerification: true,
      email: email.toLowerCase(),
      message: 'Account created. Check your email to verify your account.',
    })
    const link = await lastLinkTo(app().dataDir, email.toLowerCase())
    expect(link).toMatch(new RegExp(`^${app().url}/verify-email\\?token=[A-Za-z0-9_-]{43}$`))
    const stored = await prisma().emailVerificationToken.findFirstOrThrow({
      where: { user: { email: email.toLowerCase() } },
    })
    expect(link).not.toContain(stored.tokenHash)

    const early = await login(email, 'Sunny-day42')
    expect(early.status).toBe(403)
    expect(early.body.error).toMatch(/verify your email/i)

    const token = new URL(link).searchParams.get('token')
    const browser = signUpCookie(signup)
    expect((await call('GET', `/api/auth/verify-email?token=${token}`, undefined, browser)).body).toEqual({
      success: true,
      message: 'Your email has been verified. You can now log in.',
      email: email.toLowerCase(),
    })
    const again = await call('GET', `/api/auth/verify-email?token=${token}`, undefined, browser)
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('This verification link has expired or has already been used')

    const ok = await login(email.toUpperCase(), 'Sunny-day42')
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ success: true, message: 'Login successful' })
    expect(ok.headers.get('set-cookie')).toMatch(
      /^gather_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    const me = await call('GET', '/api/auth/user', undefined, ok.cookie)
    expect(me.body).toMatchObject({ email: email.toLowerCase(), gatherIDSet: false, gatherID: null })
  })

  it('refuses weak passwords and bad e-mails with clear messages', async () => {
    const weak = await call('POST', '/api/auth/signup', { email: newEmail(), password: 'password' })
    expect(weak.status).toBe(400)
    expect(weak.body.error).toMatch(/^Password too weak/)
    // Four checks but too short: length is mandatory.
    expect((await call('POST', '/api/auth/signup', { email: newEmail(), password: 'Ab1!' })).status).toBe(400)
    expect(
      (await call('POST', '/api/auth/signup', { email: 'not-an-email', password: 'Sunny-day42' })).body.error,
    ).toBe('Please enter a valid email address')
    expect((await call('POST', '/api/auth/signup', {})).body.error).toBe('Email is required')
    const badJson = await fetch(`${app().url}/api/auth/signup`, { method: 'POST', headers: json, body: '{nope' })
    expect(badJson.status).toBe(400)
  })

  it('makes no second account for a verified address, without telling the caller so', async () => {
    const { email, password } = await signUpAndVerify()
    const again = await call('POST', '/api/auth/signup', { email, password: 'Other-pass99' })
    expect(again.status).toBe(201)
    expect(await prisma().user.count({ where: { email } })).toBe(1)
    expect((await login(email, password)).status).toBe(200)
  })

  it('answers a wrong password with 401 and locks the account after 10 failures in 15 minutes', async () => {
    const { email, password } = await signUpAndVerify()
    const wrong = await login(email, 'Wrong-pass11')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({
      error: 'Invalid email or password',
      message: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
    })
    for (let i = 0; i < 9; i++) await login(email, 'Wrong-pass11')
    const locked = await login(email, password)
    expect(locked.status).toBe(429)
    expect(locked.body.error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
  }, 60_000)

  it('resends verification without telling whether an account exists, rate-limited', async () => {
    const email = newEmail()
    await call('POST', '/api/auth/signup', { email, password: 'Sunny-day42' })
    const before = (await readOutbox(app().dataDir)).length
    const resent = await call('POST', '/api/auth/resend-verification', { email })
    expect(resent.status).toBe(200)
    expect((await readOutbox(app().dataDir)).length).toBe(before + 1)
    const unknown = await call('POST', '/api/auth/resend-verification', { email: 'nobody@example.com' })
    expect(unknown.body).toEqual(resent.body)
    expect((await call('POST', '/api/auth/resend-verification', {})).body.error).toBe('No email address provided')
    await call('POST', '/api/auth/resend-verification', { email })
    const limited = await call('POST', '/api/auth/resend-verification', { email })
    expect(limited.status).toBe(429)
  })

  it('sets up the profile with the spec rules; Gather IDs are unique whatever their case', async () => {
    const first = await signUpAndVerify()
    const a = await login(first.email, first.password)
    const noName = await call('POST', '/api/user/profile', { displayName: '   ', gatherID: 'ada' }, a.cookie)
    expect(noName.body.error).toBe('Display name is required')
    const tooLong = await call('POST', '/api/user/profile', { displayName: 'x'.repeat(51), gatherID: 'ada' }, a.cookie)
    expect(tooLong.body.error).toBe('Display name must be 50 characters or less')
    const invalid = await call('POST', '/api/user/profile', { displayName: 'Ada', gatherID: 'a b' }, a.cookie)
    expect(invalid.status).toBe(400)
    expect(invalid.body.error).toContain('Invalid')
    const gatherId = `Ada_${Date.now() % 1_000_000}`
    const ok = await call(
      'POST',
      '/api/user/profile',
      { displayName: '  Ada Lovelace ', gatherID: `@${gatherId}` },
      a.cookie,
    )
    expect(ok.body).toMatchObject({
      message: 'Profile updated',
      user: { displayName: 'Ada Lovelace', gatherID: gatherId, gatherIDSet: true },
    })

    const second = await signUpAndVerify()
    const b = await login(second.email, second.password)
    const taken = await call(
      'POST',
      '/api/user/profile',
      { displayName: 'Bob', gatherID: gatherId.toLowerCase() },
      b.cookie,
    )
    expect(taken.status).toBe(409)
    expect(taken.body.error).toContain('already taken')
    expect((await call('POST', '/api/user/profile', { displayName: 'Bob', gatherID: 'x' })).status).toBe(401)
  }, 60_000)

  it('updates the display name, trimmed, and refuses an empty one', async () => {
    const { cookieHeader } = await app().signIn()
    const empty = await call('PATCH', '/api/auth/update-profile', { displayName: '  ' }, cookieHeader)
    expect(empty.body.error).toBe('Display name cannot be empty')
    const ok = await call('PATCH', '/api/auth/update-profile', { displayName: ' Grace ' }, cookieHeader)
    expect(ok.body.user.displayName).toBe('Grace')
  })

  it('logs out by POST only: a GET (a cross-site link) gets a page with the button and changes nothing', async () => {
    const { cookieHeader } = await app().signIn()
    const page = await fetch(`${app().url}/api/logout`, { headers: { cookie: cookieHeader } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<form method="post" action="/api/logout">')
    expect(page.headers.get('set-cookie')).toBeNull()
    expect((await call('GET', '/api/auth/user', undefined, cookieHeader)).status).toBe(200)
    // A form posted from another site is refused by the CSRF check.
    const crossSite = await fetch(`${app().url}/api/logout`, {
      method: 'POST',
      headers: {
        cookie: cookieHeader,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      redirect: 'manual',
    })
    expect(crossSite.status).toBe(403)
    expect((await call('GET', '/api/auth/user', undefined, cookieHeader)).status).toBe(200)
    // The page's own button: a same-origin form post.
    const out = await fetch(`${app().url}/api/logout`, {
      method: 'POST',
      headers: { cookie: cookieHeader, origin: app().url, 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/')
    expect(out.headers.get('set-cookie')).toMatch(/gather_session=; Max-Age=0/)
    expect((await call('GET', '/api/auth/user', undefined, cookieHeader)).status).toBe(401)
  })

  it('deletes an account and everything of that person, in one go', async () => {
    const person = await app().signIn()
    const friend = await app().signIn()
    const own = await createMeetupWith(person.userId, [friend.userId])
    const theirs = await createMeetupWith(friend.userId, [person.userId])
    await prisma().group.create({
      data: { ownerId: person.userId, name: 'Climbers', members: { create: { userId: friend.userId } } },
    })
    await prisma().hiddenMeetup.create({ data: { userId: person.userId, meetupId: theirs.id } })
    const deleted = await call('DELETE', '/api/auth/delete-account', undefined, person.cookieHeader)
    expect(deleted.body).toEqual({ message: 'Account deleted' })
    expect(await prisma().user.findUnique({ where: { id: person.userId } })).toBeNull()
    expect(await prisma().session.count({ where: { userId: person.userId } })).toBe(0)
    expect(await prisma().meetup.findUnique({ where: { id: own.id } })).toBeNull()
    expect(await prisma().participant.count({ where: { userId: person.userId } })).toBe(0)
    expect(await prisma().group.count({ where: { ownerId: person.userId } })).toBe(0)
    expect(await prisma().hiddenMeetup.count({ where: { userId: person.userId } })).toBe(0)
    expect(await prisma().meetup.findUnique({ where: { id: theirs.id } })).not.toBeNull()
    expect((await call('GET', '/api/auth/user', undefined, person.cookieHeader)).status).toBe(401)
  })
})

describeOnEachDatabase('accounts over GraphQL', (app) => {
  const gql = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const response = await fetch(`${app().url}/graphql`, {
      method: 'POST',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    })
    return {
      body: (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] },
      headers: response.headers,
    }
  }
  const signInMutation = `mutation($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on SignInPayload { data { displayName email } }
      ... on Error { message }
    }
  }`

  it('signs up, verifies and signs in through the same services, setting the session cookie', async () => {
    const email = newEmail().toLowerCase()
    const signUp = await gql(
      'mutation($email: String!, $password: String!) { signUp(email: $email, password: $password) { ... on SignUpPayload { data { email requiresVerification } } } }',
      { email, password: 'Sunny-day42' },
    )
    expect(signUp.body.data?.signUp).toEqual({ data: { email, requiresVerification: true } })
    const token = new URL(await lastLinkTo(app().dataDir, email)).searchParams.get('token')
    const verified = await gql(
      'mutation($token: String!) { verifyEmail(token: $token) { __typename } }',
      { token },
      signUpCookie(signUp),
    )
    expect(verified.body.data?.verifyEmail).toEqual({ __typename: 'VerifyEmailPayload' })

    const wrong = await gql(signInMutation, { email, password: 'Nope-nope11' })
    expect(wrong.body.data?.signIn).toEqual({ __typename: 'UnauthorizedError', message: 'Invalid email or password' })
    expect(wrong.headers.get('set-cookie')).toBeNull()

    const ok = await gql(signInMutation, { email, password: 'Sunny-day42' })
    expect(ok.body.data?.signIn).toEqual({ __typename: 'SignInPayload', data: { displayName: null, email } })
    const cookie = ok.headers.get('set-cookie')?.split(';')[0]
    expect(cookie).toMatch(/^gather_session=/)
    const viewer = await gql('{ viewer { email } }', {}, cookie)
    expect(viewer.body.data).toEqual({ viewer: { email } })

    const profile = await gql(
      'mutation { setProfile(displayName: "Ada", gatherId: "x") { __typename ... on Error { message } } }',
      {},
      cookie,
    )
    expect(profile.body.data?.setProfile).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid Gather ID: use 3-20 letters, numbers, hyphens and underscores only',
    })
    const out = await gql('mutation { signOut { __typename } }', {}, cookie)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect((await gql('{ viewer { email } }', {}, cookie)).body.data).toEqual({ viewer: null })
  })
})

describeOnEachDatabase('sessions', (app) => {
  it('slide: a session used after an hour moves its expiry and the cookie is sent again', async () => {
    const { cookieHeader, userId } = await app().signIn()
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await prisma().session.updateMany({
      where: { userId },
      data: { lastSeenAt: twoHoursAgo, expiresAt: new Date(Date.now() + 1000 * 60) },
    })
    const response = await fetch(`${app().url}/api/auth/user`, { headers: { cookie: cookieHeader } })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=2592000/)
    const session = await prisma().session.findFirstOrThrow({ where: { userId } })
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000)
  })

  it('slide over GraphQL too: the answer sends the cookie again', async () => {
    const { cookieHeader, userId } = await app().signIn()
    await prisma().session.updateMany({
      where: { userId },
      data: { lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000), expiresAt: new Date(Date.now() + 1000 * 60) },
    })
    const response = await fetch(`${app().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    })
    expect(((await response.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toEqual(
      Buffer.from(`User:${userId}`).toString('base64'),
    )
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=2592000/)
  })

  it('end: an expired session signs nobody in and is removed', async () => {
    const { cookieHeader, userId } = await app().signIn()
    await prisma().session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect((await fetch(`${app().url}/api/auth/user`, { headers: { cookie: cookieHeader } })).status).toBe(401)
    expect(await prisma().session.count({ where: { userId } })).toBe(0)
  })
})
