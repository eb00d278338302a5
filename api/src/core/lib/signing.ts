// Signs short-lived values kept in cookies (the OpenID Connect transaction). The key is
// SESSION_SECRET, or in the embedded mode a random key kept under DATA_DIR.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config.js'

let cachedKey: { dir: string; key: Buffer } | undefined

async function signingKey(config: Config): Promise<Buffer> {
  if (config.sessionSecret) return Buffer.from(config.sessionSecret)
  if (cachedKey?.dir === config.dataDir) return cachedKey.key
  const file = path.join(config.dataDir, 'signing.key')
  let key = await readFile(file).catch(() => null)
  if (!key || key.length < 32) {
    key = randomBytes(32)
    await mkdir(config.dataDir, { recursive: true })
    await writeFile(file, key, { mode: 0o600 })
  }
  cachedKey = { dir: config.dataDir, key }
  return key
}

export async function sign(config: Config, value: unknown, ttlMs: number): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ value, exp: Date.now() + ttlMs })).toString('base64url')
  const mac = createHmac('sha256', await signingKey(config))
    .update(payload)
    .digest('base64url')
  return `${payload}.${mac}`
}

/** A MAC of `value` under the server's key (base64url), for links that must not be guessable. */
export async function macOf(config: Config, value: string): Promise<string> {
  return createHmac('sha256', await signingKey(config))
    .update(value)
    .digest('base64url')
}

/** Compares a MAC from a request with the expected one in constant time. */
export function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export async function unsign<T>(config: Config, signed: string | undefined): Promise<T | null> {
  const [payload, mac] = signed?.split('.') ?? []
  if (!payload || !mac) return null
  const expected = createHmac('sha256', await signingKey(config))
    .update(payload)
    .digest()
  const actual = Buffer.from(mac, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  const { value, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { value: T; exp: number }
  return exp > Date.now() ? value : null
}
