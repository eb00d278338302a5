// Passkeys against the real server, with a software authenticator standing in for the browser's:
// added in a signed-in browser, signed in with (a session exactly as password sign-in makes),
// replays, counters that went back, other origins and foreign credentials refused, challenges
// single use and bound to their person, removal one's own only, access tokens refused, failures
// counted against the per-address sign-in limit, and the same on GraphQL.
import { describe, expect, it } from 'vitest'
import { describeOnEachDatabase } from '../../tests/helpers/databases.js'
import { graphql } from '../../tests/helpers/graphql.js'
import { rest } from '../../tests/helpers/http.js'
import { SoftAuthenticator } from '../../tests/helpers/soft-authenticator.js'
import { challengeTtlMs, issueChallenge, openChallenge } from '../src/accounts/passkey-challenges.js'
import { defaultPasskeyName } from '../src/accounts/passkeys.service.js'
import { tokenRefusals } from '../src/accounts/tokens.policy.js'
import { loadConfig } from '../src/core/config.js'
import { prisma } from '../src/core/db.js'

const base = '/api/auth/passkeys'

describeOnEachDatabase('passkeys', (app) => {
  let n = 0
  const person = (name = 'Ada') => app().signIn({ displayName: name, gatherId: `${name.toLowerCase()}_p${++n}` })

  /** Registers a new passkey of `authenticator` for the person signed in with `cookie`. */
  async function addPasskey(cookie: string, authenticator = new SoftAuthenticator(app().url)) {
    const options = await rest(app().url, 'POST', `${base}/registration-options`, { cookie })
    expect(options.status).toBe(200)
    const added = await rest(app().url, 'POST', base, {
      cookie,
      body: { response: authenticator.create(options.body) },
    })
    expect(added.status).toBe(201)
    return { authenticator, passkey: added.body.passkey as { id: string; name: string } }
  }
  const signInOptions = async () => (await rest(app().url, 'POST', `${base}/authentication-options`)).body
  const signIn = (response: unknown, cookie?: string) =>
    rest(app().url, 'POST', `${base}/sign-in`, { cookie, body: { response } })
  const cookieOf = (answer: { headers: Headers }) => answer.headers.get('set-cookie')?.split(';')[0] ?? ''

  it('adds a passkey in a signed-in browser and signs in with it as password sign-in does', async () => {
    const ada = await person()
    const options = await rest(app().url, 'POST', `${base}/registration-options`, { cookie: ada.cookieHeader })
    expect(options.body).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Gather' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
      attestation: 'none',
    })
    const authenticator = new SoftAuthenticator(app().url)
    const added = await rest(app().url, 'POST', base, {
      cookie: ada.cookieHeader,
      body: { response: authenticator.create(options.body) },
    })
    expect(added.status).toBe(201)
    expect(added.body.passkey).toMatchObject({ name: 'Passkey', lastUsedAt: null, backedUp: false })
    const listed = await rest(app().url, 'GET', base, { cookie: ada.cookieHeader })
    expect(listed.body.passkeys).toEqual([added.body.passkey])
    // Asking again excludes the passkey the person has.
    const again = await rest(app().url, 'POST', `${base}/registration-options`, { cookie: ada.cookieHeader })
    expect(again.body.excludeCredentials).toEqual([
      { id: authenticator.credentials[0]?.id, transports: ['internal'], type: 'public-key' },
    ])

    // Anyone asks for sign-in options: no allowed list (discoverable credentials, autofill).
    const request = await signInOptions()
    expect(request).toMatchObject({ rpId: '127.0.0.1', userVerification: 'preferred' })
    expect(request.allowCredentials ?? []).toEqual([])
    const signedIn = await signIn(authenticator.get(request), ada.cookieHeader)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ success: true, user: { id: ada.userId } })
    expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const fresh = cookieOf(signedIn)
    expect((await rest(app().url, 'GET', '/api/auth/user', { cookie: fresh })).body.id).toBe(ada.userId)
    // Rotation: the session this browser had before ends.
    expect((await rest(app().url, 'GET', '/api/auth/user', { cookie: ada.cookieHeader })).status).toBe(401)
    const row = await prisma().passkey.findFirstOrThrow({ where: { userId: ada.userId } })
    expect(row.counter).toBe(1n)
    expect(row.lastUsedAt).not.toBeNull()
  })

  it('refuses a replayed answer, a counter that went back, another origin and a foreign credential', async () => {
    const ada = await person()
    const { authenticator } = await addPasskey(ada.cookieHeader)
    const first = authenticator.get(await signInOptions())
    expect((await signIn(first)).status).toBe(200)
    // The same answer again: its challenge is spent.
    expect((await signIn(first)).status).toBe(401)
    // A fresh challenge, but the counter did not move on (a cloned authenticator).
    const credential = authenticator.credentials[0]
    if (!credential) throw new Error('no credential')
    credential.counter = 0
    const cloned = await signIn(authenticator.get(await signInOptions()))
    expect(cloned.status).toBe(401)
    // Signed on another site: a phishing page's answer.
    credential.counter = 10
    expect(
      (await signIn(authenticator.get(await signInOptions(), { origin: 'https://gather.evil.example' }))).status,
    ).toBe(401)
    // A passkey Gather never saw, and one that claims a known id with another key.
    const stranger = new SoftAuthenticator(app().url)
    stranger.create({ challenge: 'x', user: { id: 'eA' } })
    const unknown = await signIn(stranger.get(await signInOptions()))
    expect(unknown.status).toBe(401)
    expect(unknown.body.message).toMatch(/not registered/)
    const forged = stranger.get(await signInOptions(), {
      credential: {
        ...(stranger.credentials[0] as typeof credential),
        id: credential.id,
        userHandle: credential.userHandle,
      },
    })
    expect((await signIn(forged)).status).toBe(401)
    // A registration challenge does not sign in.
    const registration = await rest(app().url, 'POST', `${base}/registration-options`, { cookie: ada.cookieHeader })
    expect((await signIn(authenticator.get(registration.body))).status).toBe(401)
    // Through all that the passkey itself still works.
    expect((await signIn(authenticator.get(await signInOptions()))).status).toBe(200)
  })

  it('takes each registration challenge once, from the person it was made for', async () => {
    const ada = await person()
    const stan = await person('Stan')
    const options = await rest(app().url, 'POST', `${base}/registration-options`, { cookie: ada.cookieHeader })
    const authenticator = new SoftAuthenticator(app().url)
    const response = authenticator.create(options.body)
    // Stan cannot finish what Ada started.
    const stolen = await rest(app().url, 'POST', base, { cookie: stan.cookieHeader, body: { response } })
    expect(stolen.status).toBe(400)
    expect((await rest(app().url, 'POST', base, { cookie: ada.cookieHeader, body: { response } })).status).toBe(201)
    const replay = await rest(app().url, 'POST', base, { cookie: ada.cookieHeader, body: { response } })
    expect(replay.status).toBe(400)
    expect(replay.body.message).toMatch(/already used/)
    // Signed for another origin: refused.
    const other = await rest(app().url, 'POST', `${base}/registration-options`, { cookie: ada.cookieHeader })
    const phished = authenticator.create(other.body, { origin: 'https://gather.evil.example' })
    expect(
      (await rest(app().url, 'POST', base, { cookie: ada.cookieHeader, body: { response: phished } })).status,
    ).toBe(400)
    expect(await prisma().passkey.count({ where: { userId: { in: [ada.userId, stan.userId] } } })).toBe(1)
    // Malformed answers are 400, never 500.
    for (const body of [{}, { response: 'nonsense' }, { response: { id: 'a', rawId: 'a', type: 'public-key' } }]) {
      expect((await rest(app().url, 'POST', base, { cookie: ada.cookieHeader, body })).status).toBe(400)
    }
  })

  it("renames and removes one's own passkeys only; a removed passkey no longer signs in", async () => {
    const ada = await person()
    const stan = await person('Stan')
    const { authenticator, passkey } = await addPasskey(ada.cookieHeader)
    const path = `${base}/${passkey.id}`
    expect((await rest(app().url, 'PATCH', path, { cookie: stan.cookieHeader, body: { name: 'Mine' } })).status).toBe(
      404,
    )
    expect((await rest(app().url, 'DELETE', path, { cookie: stan.cookieHeader })).status).toBe(404)
    expect((await rest(app().url, 'PATCH', path, { cookie: ada.cookieHeader, body: { name: '' } })).status).toBe(400)
    const renamed = await rest(app().url, 'PATCH', path, { cookie: ada.cookieHeader, body: { name: ' Work laptop ' } })
    expect(renamed.body.passkey.name).toBe('Work laptop')
    expect((await rest(app().url, 'DELETE', path, { cookie: ada.cookieHeader })).status).toBe(200)
    expect((await rest(app().url, 'DELETE', path, { cookie: ada.cookieHeader })).status).toBe(404)
    expect((await rest(app().url, 'GET', base, { cookie: ada.cookieHeader })).body.passkeys).toEqual([])
    const after = await signIn(authenticator.get(await signInOptions()))
    expect(after.status).toBe(401)
  })

  it('never lets an access token see, add or remove passkeys, or sign in with one', async () => {
    const ada = await person()
    const { passkey } = await addPasskey(ada.cookieHeader)
    const made = await rest(app().url, 'POST', '/api/access-tokens', {
      cookie: ada.cookieHeader,
      body: { name: 'Script', scope: 'read-write' },
    })
    const bearer = { authorization: `Bearer ${made.body.secret}`, 'content-type': 'application/json' }
    const routes: [string, string][] = [
      ['GET', base],
      ['POST', `${base}/registration-options`],
      ['POST', base],
      ['PATCH', `${base}/${passkey.id}`],
      ['DELETE', `${base}/${passkey.id}`],
      ['POST', `${base}/authentication-options`],
      ['POST', `${base}/sign-in`],
    ]
    for (const [method, path] of routes) {
      const answer = await fetch(`${app().url}${path}`, {
        method,
        headers: bearer,
        body: method === 'GET' ? undefined : JSON.stringify({ name: 'x', response: {} }),
      })
      expect({ path, method, status: answer.status, message: (await answer.json()).message }).toEqual({
        path,
        method,
        status: 403,
        message: tokenRefusals.account,
      })
    }
    const operations: [string, string][] = [
      ['passkeys', '{ passkeys { id } }'],
      ['passkeyRegistrationOptions', 'mutation { passkeyRegistrationOptions { ... on Error { message } } }'],
      ['addPasskey', 'mutation { addPasskey(response: "{}") { ... on Error { message } } }'],
      ['renamePasskey', `mutation { renamePasskey(id: "${passkey.id}", name: "x") { ... on Error { message } } }`],
      ['removePasskey', `mutation { removePasskey(id: "${passkey.id}") { ... on Error { message } } }`],
      ['passkeySignInOptions', 'mutation { passkeySignInOptions { ... on Error { message } } }'],
      ['signInWithPasskey', 'mutation { signInWithPasskey(response: "{}") { ... on Error { message } } }'],
    ]
    for (const [field, query] of operations) {
      const answer = await fetch(`${app().url}/graphql`, {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({ query }),
      })
      const body = await answer.json()
      expect({ field, message: body.errors?.[0]?.message ?? body.data?.[field]?.message }).toEqual({
        field,
        message: tokenRefusals.account,
      })
    }
    expect(await prisma().passkey.count({ where: { userId: ada.userId } })).toBe(1)
  })

  it('keeps an account whose address is not verified from signing in with a passkey', async () => {
    const ada = await person()
    const { authenticator } = await addPasskey(ada.cookieHeader)
    await prisma().user.update({ where: { id: ada.userId }, data: { emailVerifiedAt: null } })
    const answer = await signIn(authenticator.get(await signInOptions()))
    expect(answer.status).toBe(403)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  it('adds, lists, signs in with and removes a passkey on GraphQL', async () => {
    const ada = await person()
    const authenticator = new SoftAuthenticator(app().url)
    type Data = Record<string, { __typename: string; data?: unknown; message?: string }>
    const options = await graphql<Data>(
      app().url,
      'mutation { passkeyRegistrationOptions { __typename ... on PasskeyRegistrationOptionsPayload { data } } }',
      {},
      ada.cookieHeader,
    )
    const optionsJSON = JSON.parse(options.data?.passkeyRegistrationOptions?.data as string)
    const added = await graphql<Data>(
      app().url,
      'mutation($r: String!) { addPasskey(response: $r, name: "Phone") { __typename ... on AddPasskeyPayload { data { id name } } } }',
      { r: JSON.stringify(authenticator.create(optionsJSON)) },
      ada.cookieHeader,
    )
    const passkey = added.data?.addPasskey?.data as { id: string; name: string }
    expect(passkey.name).toBe('Phone')
    const listed = await graphql(app().url, '{ passkeys { id name lastUsedAt } }', {}, ada.cookieHeader)
    expect(listed.data).toEqual({ passkeys: [{ id: passkey.id, name: 'Phone', lastUsedAt: null }] })

    const request = await graphql<Data>(
      app().url,
      'mutation { passkeySignInOptions { __typename ... on PasskeySignInOptionsPayload { data } } }',
    )
    const answer = authenticator.get(JSON.parse(request.data?.passkeySignInOptions?.data as string))
    const response = await fetch(`${app().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($r: String!) { signInWithPasskey(response: $r) { __typename ... on SignInWithPasskeyPayload { data { id } } ... on Error { message } } }',
        variables: { r: JSON.stringify(answer) },
      }),
    })
    expect((await response.json()).data.signInWithPasskey).toEqual({
      __typename: 'SignInWithPasskeyPayload',
      data: { id: expect.any(String) },
    })
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? ''
    expect((await rest(app().url, 'GET', '/api/auth/user', { cookie })).body.id).toBe(ada.userId)
    const removed = await graphql<Data>(
      app().url,
      'mutation($id: ID!) { removePasskey(id: $id) { __typename } }',
      { id: passkey.id },
      cookie,
    )
    expect(removed.data?.removePasskey?.__typename).toBe('RemovePasskeyPayload')
  })

  // Last: it spends this app's failed sign-in points for the test address.
  it('counts failed passkey sign-ins against the per-address limit, which password sign-in shares', async () => {
    const stranger = new SoftAuthenticator(app().url)
    stranger.create({ challenge: 'x', user: { id: 'eA' } })
    const unknown = stranger.get(await signInOptions())
    // 50 failures per address in 15 minutes; the tests above spent a few of them.
    const statuses: number[] = []
    while (statuses.length <= 50 && statuses.at(-1) !== 429) statuses.push((await signIn(unknown)).status)
    expect(statuses.at(-1)).toBe(429)
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]))
    const login = await rest(app().url, 'POST', '/api/auth/login', {
      body: { email: 'a@example.com', password: 'secret1' },
    })
    expect(login.status).toBe(429)
  })
})

describe('passkey challenges and names', () => {
  const config = loadConfig({ SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' })
  const encode = (challenge: string) => Buffer.from(challenge).toString('base64url')

  it('opens a challenge for its purpose and person only, until it expires', async () => {
    const now = new Date('2026-11-28T12:00:00Z')
    const registration = encode(await issueChallenge(config, 'register', 'user-a', now))
    expect(await openChallenge(config, registration, 'register', 'user-a', now)).not.toBeNull()
    expect(await openChallenge(config, registration, 'register', 'user-b', now)).toBeNull()
    expect(await openChallenge(config, registration, 'sign-in', null, now)).toBeNull()
    const later = new Date(now.getTime() + challengeTtlMs)
    expect(await openChallenge(config, registration, 'register', 'user-a', later)).toBeNull()
    const signIn = encode(await issueChallenge(config, 'sign-in', null, now))
    expect(await openChallenge(config, signIn, 'sign-in', null, now)).not.toBeNull()
    const tampered = encode(
      Buffer.from(signIn, 'base64url')
        .toString()
        .replace(/\.\d+\./, `.${later.getTime() * 2}.`),
    )
    expect(await openChallenge(config, tampered, 'sign-in', null, now)).toBeNull()
  })

  it('names a passkey after the browser and system it was made on', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
    expect(defaultPasskeyName(android)).toBe('Passkey on Chrome, Android')
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
    expect(defaultPasskeyName(iphone)).toBe('Passkey on Safari, iOS')
    expect(defaultPasskeyName(undefined)).toBe('Passkey')
  })
})
