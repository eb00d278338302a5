// A local Web Push service (RFC 8030) for the tests: an HTTPS server that takes a push the way
// browsers' push services do. It checks the VAPID JWT (RFC 8292: ES256, signed with the key in
// `k`, audience its own origin, not expiring beyond 24 h), decrypts the aes128gcm payload
// (RFC 8291) with the subscriber's private key, and answers 201, or what a test asks for (410
// for a subscription that is gone). Its self-signed certificate is made with openssl and trusted
// by this process's HTTPS agent (and by instances in other processes through
// NODE_EXTRA_CA_CERTS), as a server trusts the push services it posts to.

import { execFileSync } from 'node:child_process'
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import ece from 'http_ece'

export interface ReceivedPush {
  /** Which subscription (the last path segment of its endpoint). */
  subscription: string
  /** The decrypted payload, as text. */
  text: string
  ttl: number
  urgency: string | undefined
  /** The JWT's subject (VAPID_SUBJECT) and the public key it was signed with. */
  subject: string
  publicKey: string
}

export interface BrowserSubscription {
  id: string
  /** As PushSubscription.toJSON() gives it. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } }
}

async function selfSignedCertificate() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gather-push-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { key: await readFile(key), cert: await readFile(cert), certFile: cert, dir }
}

function base64urlJson(part: string) {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

/** The refusal reason for a VAPID Authorization header, or null when it is valid for one of `origins`. */
function vapidProblem(
  header: string | undefined,
  origins: string[],
): { problem: string } | { subject: string; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) return { problem: 'no vapid Authorization' }
  const [token, k] = [match[1] as string, match[2] as string]
  const [head, claims, signature] = token.split('.') as [string, string, string]
  if (base64urlJson(head).alg !== 'ES256') return { problem: 'not ES256' }
  const point = Buffer.from(k, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return { problem: 'bad signature' }
  const { aud, exp, sub } = base64urlJson(claims)
  const now = Date.now() / 1000
  if (!origins.includes(aud)) return { problem: `audience ${aud}` }
  if (!(exp > now && exp <= now + 24 * 3600)) return { problem: 'bad expiry' }
  if (!/^(mailto:|https:)/.test(sub)) return { problem: 'bad subject' }
  return { subject: sub, publicKey: k }
}

export async function startPushService() {
  const { key, cert, certFile, dir } = await selfSignedCertificate()
  const received: ReceivedPush[] = []
  const arrivals: (() => void)[] = []
  const refused: string[] = []
  const receivers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>()
  const answers = new Map<string, number>()
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const id = request.url?.match(/^\/push\/([\w-]+)$/)?.[1]
      const receiver = id ? receivers.get(id) : undefined
      const answer = (status: number) => {
        response.writeHead(status)
        response.end()
      }
      if (request.method !== 'POST' || !id || !receiver) return answer(404)
      // Its origin by address, or by the name `localhost` (which its certificate names too).
      const vapid = vapidProblem(request.headers.authorization, [origin, origin.replace('127.0.0.1', 'localhost')])
      if ('problem' in vapid) {
        refused.push(vapid.problem)
        return answer(403)
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        refused.push('not aes128gcm')
        return answer(415)
      }
      const status = answers.get(id) ?? 201
      if (status === 201) {
        const text = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: receiver.ecdh,
            authSecret: receiver.auth,
          })
          .toString('utf8')
        received.push({
          subscription: id,
          text,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          ...vapid,
        })
        for (const wake of arrivals.splice(0)) wake()
      }
      answer(status)
    })
  })
  // Every TCP connection made to it, pushes or not (a refused endpoint must not even connect).
  let connections = 0
  server.on('connection', () => {
    connections += 1
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  // This process (the app under test runs in it) trusts the push service, as devices do theirs.
  const trusted = https.globalAgent.options.ca
  https.globalAgent.options.ca = [cert]

  return {
    origin,
    port: (server.address() as AddressInfo).port,
    received,
    connections: () => connections,
    /** The certificate, for NODE_EXTRA_CA_CERTS of app instances in other processes. */
    certFile,
    /** Why pushes were refused (a bad VAPID signature, a wrong audience…). */
    refused,
    /** A browser's subscription at this service: its endpoint and keys, the private key kept here. */
    subscribe(): BrowserSubscription {
      const id = randomUUID()
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      receivers.set(id, { ecdh, auth })
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      }
    },
    /** From now on answer pushes to this subscription with `status` (410: gone, 500: failing). */
    answer(subscriptionId: string, status: number) {
      answers.set(subscriptionId, status)
    },
    /** Resolves once `count` pushes reached this subscription (for instances in other processes). */
    async receivedBy(subscriptionId: string, count: number) {
      while (received.filter((p) => p.subscription === subscriptionId).length < count)
        await new Promise<void>((resolve) => arrivals.push(resolve))
    },
    pushesTo: (subscriptionId: string) =>
      received.filter((p) => p.subscription === subscriptionId).map((p) => JSON.parse(p.text)),
    async close() {
      https.globalAgent.options.ca = trusted
      https.globalAgent.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>
