// The server's VAPID key pair, which signs every push (push services check it against the key a
// device subscribed with). From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise made on
// first start and kept:
// - embedded: in DATA_DIR/vapid.json (mode 0600), beside the database it belongs with;
// - scaled out (REDIS_URL): in the database, written by whichever instance starts first (the
//   primary key settles a race) and read back by all. Every instance must sign with the same key,
//   or a device subscribed through one instance would be refused pushes sent by another; a file
//   per instance cannot give that, and the database already holds the subscriptions the key
//   serves (anyone who can read it can read those too).
import { generateKeyPairSync } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { Config } from '../core/config.js'
import { prisma } from '../core/db.js'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

const stored = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) })
const rowId = 'vapid'

let cached: { config: Config; keys: Promise<VapidKeys> } | undefined

/** The key pair for this configuration, resolved once per process. */
export function vapidKeys(config: Config): Promise<VapidKeys> {
  if (cached?.config !== config) {
    const keys = resolve(config)
    keys.catch(() => {
      if (cached?.keys === keys) cached = undefined
    })
    cached = { config, keys }
  }
  return cached.keys
}

async function resolve(config: Config): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = config.vapid
  if (publicKey && privateKey) return { publicKey, privateKey, subject }
  const pair = config.redis ? await fromDatabase() : await fromDataDir(config.dataDir)
  return { ...pair, subject }
}

/** A new P-256 pair in VAPID's encoding (web-push's own format), without loading web-push at start. */
function generate() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' })
  const point = Buffer.concat([
    Buffer.of(4),
    Buffer.from(jwk.x as string, 'base64url'),
    Buffer.from(jwk.y as string, 'base64url'),
  ])
  return { publicKey: point.toString('base64url'), privateKey: jwk.d as string }
}

async function fromDataDir(dataDir: string) {
  const file = path.join(dataDir, 'vapid.json')
  const existing = await readFile(file, 'utf8')
    .then((text) => stored.safeParse(JSON.parse(text)))
    .catch(() => null)
  if (existing?.success) return existing.data
  const pair = generate()
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, JSON.stringify(pair), { mode: 0o600 })
  return pair
}

async function fromDatabase() {
  const pair = generate()
  await prisma().pushKey.createMany({ data: [{ id: rowId, ...pair }], skipDuplicates: true })
  const row = await prisma().pushKey.findUniqueOrThrow({ where: { id: rowId } })
  return { publicKey: row.publicKey, privateKey: row.privateKey }
}
