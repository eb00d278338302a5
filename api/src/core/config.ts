// The configuration contract, read once from the environment and validated with zod.
// A bad value stops start-up with a message naming the variable.
import path from 'node:path'
import proxyaddr from 'proxy-addr'
import { z } from 'zod'
import { atRoot } from './paths.js'

/** log2 of scrypt's N for passwords in production; only the test suites may choose a lower one. */
export const productionHashCost = 17

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional()

/** A zone name Intl knows (IANA, e.g. America/Phoenix); offsets like '+02:00' are refused. */
function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** An optional base64url key of exactly `bytes` bytes (empty is unset). */
function base64urlKey(bytes: number, what: string) {
  return z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .refine((v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes, {
          message: `must be ${what}, base64url`,
        })
        .optional(),
    )
    .optional()
}

/** A comma-separated list of addresses or CIDRs, checked the way proxy-addr will read it. */
function addressList(value: string, ctx: z.RefinementCtx, problem: string): string[] {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  try {
    proxyaddr.compile(list)
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `${problem}: ${(error as Error).message}` })
  }
  return list
}

/** A yes/no switch: true, false, 1 or 0 (empty is the default). */
function flag(defaultValue: boolean) {
  return z
    .enum(['', 'true', 'false', '1', '0'], { message: 'must be true or false' })
    .default('')
    .transform((v) => (v === '' ? defaultValue : v === 'true' || v === '1'))
}

const redisPrefixPattern = /^[A-Za-z0-9_.-]{1,64}$/

/** One Redis server, or the seed nodes of a Redis Cluster (the client learns the others from them). */
export type RedisTarget =
  | { mode: 'single'; url: string }
  | {
      mode: 'cluster'
      /** Where it was set, for start-up messages. */
      variable: 'REDIS_URL' | 'REDIS_CLUSTER_NODES' | 'REDIS_POSITIONS_URL'
      nodes: { host: string; port: number }[]
      username?: string
      password?: string
      tls: boolean
    }

const hostPort = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):(\d{1,5})$/

/** `host:port[,host:port…]`; an IPv6 address in brackets. */
function clusterNodes(list: string, ctx: z.RefinementCtx): { host: string; port: number }[] {
  return list.split(',').map((entry) => {
    const match = hostPort.exec(entry.trim())
    const port = Number(match?.[2])
    if (!match || port < 1 || port > 65535) {
      ctx.addIssue({
        code: 'custom',
        message: `\`${entry.trim()}\` is not host:port (a comma-separated list such as redis-1:6379,redis-2:6379)`,
      })
    }
    return { host: (match?.[1] ?? '').replace(/^\[|\]$/g, ''), port }
  })
}

const clusterUrl = /^(rediss?)\+cluster:\/\/(?:([^@/]*)@)?([^@/?#]+)(\/0?)?$/

/** REDIS_URL: redis:// or rediss:// (one server), or redis+cluster:// / rediss+cluster:// (a cluster's nodes). */
function redisTargetOf(
  value: string,
  ctx: z.RefinementCtx,
  variable: 'REDIS_URL' | 'REDIS_POSITIONS_URL' = 'REDIS_URL',
): RedisTarget | undefined {
  if (/^rediss?\+cluster:/.test(value)) {
    const match = clusterUrl.exec(value)
    if (!match) {
      ctx.addIssue({
        code: 'custom',
        message:
          'a cluster URL is redis+cluster://[user:password@]host:port[,host:port…] (Redis Cluster has no database numbers)',
      })
      return undefined
    }
    const [, scheme, credentials, hosts] = match
    const [username, password] = (credentials ?? '').split(/:(.*)/s, 2).map((part) => {
      try {
        return decodeURIComponent(part ?? '') || undefined
      } catch {
        ctx.addIssue({ code: 'custom', message: 'has a malformed %-escape in its user or password' })
        return undefined
      }
    })
    const nodes = clusterNodes(hosts ?? '', ctx)
    return { mode: 'cluster', variable, nodes, username, password, tls: scheme === 'rediss' }
  }
  if (/^rediss?:\/\//.test(value) && z.url().safeParse(value).success) return { mode: 'single', url: value }
  ctx.addIssue({ code: 'custom', message: 'must be a redis://, rediss:// or redis+cluster:// URL' })
  return undefined
}

/** The deployment's Redis namespace by default: its database's name (libpq's default, the user's). */
export function redisPrefixOf(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'gather'
  const url = new URL(databaseUrl)
  return (url.pathname.slice(1) || url.username).replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 64) || 'gather'
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  // PostgreSQL: a statement still running after this many ms is cancelled and its request answered
  // 503 with Retry-After, as when the database is down (the embedded database has no such limit).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(4000),
  // PostgreSQL: connections this instance keeps at most (Prisma and the hot statements share them).
  // Instances × this stays below the server's max_connections, or PgBouncer's pool.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Apply pending migrations at start (under an advisory lock). Off: a release step runs
  // `npm run db:migrate` first, and an instance finding migrations pending refuses to start.
  MIGRATE_ON_START: flag(true),
  REDIS_URL: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => (v ? redisTargetOf(v, ctx) : undefined)),
  // A Redis Cluster's nodes instead of REDIS_URL (host:port, comma-separated; the client finds the
  // others from them). Pub/sub then goes over sharded channels (SPUBLISH / SSUBSCRIBE).
  REDIS_CLUSTER_NODES: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => (v ? clusterNodes(v, ctx) : undefined)),
  // A Redis of its own for live positions and the recent fixes behind ETAs (scaled out only): run it
  // without persistence and positions never reach a disk, while REDIS_URL's keeps its jobs in its
  // append-only file. Unset: REDIS_URL's Redis holds them too.
  REDIS_POSITIONS_URL: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => (v ? redisTargetOf(v, ctx, 'REDIS_POSITIONS_URL') : undefined)),
  // What every Redis key and pub/sub channel of this deployment starts with (then `:`), so that
  // deployments sharing a Redis server never read or hear each other's (pub/sub ignores the
  // database number in REDIS_URL). Unset: DATABASE_URL's database name.
  REDIS_PREFIX: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || redisPrefixPattern.test(v), {
      message: 'must be 1-64 letters, digits, `_`, `.` or `-`',
    }),
  SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: z.string().min(3).default('Gather <no-reply@gather.local>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  WEATHER_URL: z.url().default('https://api.open-meteo.com'),
  // The sponsored banner's fallback city lookup (ipapi-style JSON with city, region, country).
  // `{ip}` in the URL is replaced by the client's address, so that the service locates the
  // person, not this server; loopback and private client addresses are never sent (no city, so
  // the generic banner). Without `{ip}` the URL is called as is: it locates the server's address.
  IP_LOOKUP_URL: z
    .url()
    .refine((v) => !v.replace(/\{ip\}/g, '').includes('{'), { message: 'the only placeholder is {ip}' })
    .default('https://ipapi.co/{ip}/json/'),
  MAP_STYLE_URL: z.url().default('https://tiles.openfreemap.org/styles/liberty'),
  // Behind a reverse proxy: how many hops (a number) or which proxy addresses (CIDRs, comma-
  // separated) to believe X-Forwarded-For from. Off by default: the peer address is the client.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => {
      if (v === '' || v === 'false' || v === '0') return false
      if (/^\d+$/.test(v)) return Number(v)
      return addressList(v, ctx, 'must be a hop count or CIDRs')
    }),
  // Other web origins allowed to call /graphql and /api with credentials (comma-separated). Empty:
  // no cross-origin access at all.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => z.url().safeParse(o).success), {
      message: 'must be a comma-separated list of origins (https://app.example)',
    }),
  // Positions reaching a live map within this many ms of its last push go out together in one.
  LIVE_PUSH_WINDOW_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  // WebSockets that sign nobody in, per client address (all of them together: a quarter of
  // MAX_CONNECTIONS). A signed-in person's sockets are not counted.
  MAX_SIGNED_OUT_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // On SIGTERM: how long /readyz answers 503 while the server still serves (so that a load
  // balancer stops sending first), then how long requests in flight get to finish.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  // Positions arriving within this window are checked by one read and kept together (0: each
  // alone, at once). Short: a position reaches the other phones after the window and a push window.
  LOCATION_FLUSH_MS: z.coerce.number().int().min(0).max(1000).default(50),
  // The zone the manage screen and the e-mails show times in (the spec's America/Phoenix).
  DISPLAY_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { message: 'must be an IANA time zone such as America/Phoenix or Europe/Berlin' })
    .default('America/Phoenix'),
  // log2 of the scrypt cost of new password hashes. Only for the test suites, which hash hundreds
  // of passwords: production refuses anything below the default.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(productionHashCost),
  // GraphQL cost limits: points per hour for each personal access token and each signed-in
  // session (0: no limit). An operation costs its selections and page sizes (graphql/cost.ts).
  API_TOKEN_POINTS_PER_HOUR: z.coerce.number().int().min(0).default(5000),
  API_SESSION_POINTS_PER_HOUR: z.coerce.number().int().min(0).default(20_000),
  // The same for requests without a session or token, counted per client address (TRUST_PROXY).
  API_SIGNED_OUT_POINTS_PER_HOUR: z.coerce.number().int().min(0).default(5000),
  // OpenTelemetry: where spans go (OTLP over HTTP, e.g. http://collector:4318). Unset: no tracing
  // at all (its libraries are not even loaded). OTEL_SERVICE_NAME names the service (gather).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.refine((v) => !v || /^https?:\/\//.test(v), {
    message: 'must be an http:// or https:// URL (OTLP over HTTP)',
  }),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('gather'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Who may read /metrics: a bearer token, and/or scrapers' addresses (CIDRs, comma-separated,
  // matched against the client address TRUST_PROXY gives). Neither: /metrics does not exist.
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional())
    .optional(),
  METRICS_ALLOW: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => addressList(v, ctx, 'must be addresses or CIDRs')),
  // Web Push (VAPID): the server's P-256 key pair, base64url as `web-push generate-vapid-keys`
  // prints it, and a contact for push services. Unset: generated (see notifications/vapid.ts).
  VAPID_PUBLIC_KEY: base64urlKey(65, 'an uncompressed P-256 public key (65 bytes)'),
  VAPID_PRIVATE_KEY: base64urlKey(32, 'a P-256 private key (32 bytes)'),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https:// URL')
        .optional(),
    )
    .optional(),
  // Only for the test suites, whose push service runs on this machine: device endpoints on
  // private, loopback and link-local addresses are refused otherwise (SSRF). Refused in production.
  PUSH_ALLOW_PRIVATE_HOSTS: z.enum(['', '0', '1']).default(''),
})

/** Every environment variable the configuration reads (.env.example lists each). */
export const configVariables = Object.keys(envSchema.shape)

export type Env = z.input<typeof envSchema>

export interface Config {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  appUrl: string
  dataDir: string
  databaseUrl?: string
  /** PostgreSQL's statement_timeout for the app's queries (not migrations). */
  databaseStatementTimeoutMs: number
  /** PostgreSQL: the most connections this instance's pool opens. */
  databasePoolSize: number
  /** Pending migrations are applied at start; otherwise they stop the start. */
  migrateOnStart: boolean
  /** Redis (REDIS_URL or REDIS_CLUSTER_NODES): set, the app is scaled out. */
  redis?: RedisTarget
  /** The Redis for live positions and recent fixes (REDIS_POSITIONS_URL); unset: `redis`. */
  redisPositions?: RedisTarget
  /** The start of every Redis key and channel (REDIS_PREFIX, else the database's name). */
  redisPrefix: string
  smtpUrl?: string
  mailFrom: string
  sessionSecret?: string
  oidc: {
    google: { clientId?: string; clientSecret?: string; issuer: string }
    apple: { clientId?: string; clientSecret?: string; issuer: string }
  }
  geocoderUrl: string
  weatherUrl: string
  ipLookupUrl: string
  mapStyleUrl: string
  /** IANA zone of the times on the manage screen and in e-mails. */
  displayTimeZone: string
  logLevel: string
  /** OTLP/HTTP collector that receives spans; unset, tracing is off. */
  otlpEndpoint?: string
  /** service.name on every span. */
  serviceName: string
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number
  /** false, a hop count, or the proxies' CIDRs. */
  trustProxy: false | number | string[]
  corsOrigins: string[]
  maxConnections: number
  /** WebSockets that sign nobody in, per client address. */
  signedOutSocketsPerAddress: number
  /** Positions within this window of a live map's last push are sent with the next one. */
  pushWindowMs: number
  requestTimeoutMs: number
  /** Bearer token that opens /metrics. */
  metricsToken?: string
  /** Addresses or CIDRs that may read /metrics. */
  metricsAllow: string[]
  /** After SIGTERM: serving with /readyz at 503 before the listener closes. */
  shutdownDelayMs: number
  /** After the listener closed: the most requests in flight and sockets get before they are cut. */
  shutdownTimeoutMs: number
  /** Positions arriving within this window are written together; 0 writes each at once. */
  locationFlushMs: number
  /** Built web app served at /, with the SPA fallback. */
  webDist: string
  /** The web app's persisted documents (id → text), written by `npm run relay`. */
  persistedDocuments: string
  /** VAPID keys from the environment (both or neither), and the contact push services see. */
  vapid: { publicKey?: string; privateKey?: string; subject: string }
  /** Tests only: Web Push endpoints may be on this machine or its network. */
  pushAllowPrivateHosts: boolean
  /** GraphQL points per hour per access token, per session and per signed-out client address; 0 turns a limit off. */
  apiPoints: { token: number; session: number; signedOut: number }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production')
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    )
  }
  if (e.NODE_ENV === 'production' && e.PUSH_ALLOW_PRIVATE_HOSTS === '1') {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_ALLOW_PRIVATE_HOSTS: not allowed when NODE_ENV=production (it is for tests)',
    )
  }
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < productionHashCost) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_COST: at least ${productionHashCost} when NODE_ENV=production (lower costs are for tests)`,
    )
  }
  if (e.REDIS_URL && e.REDIS_CLUSTER_NODES) {
    throw new ConfigError(
      'Invalid configuration:\n  REDIS_CLUSTER_NODES: set REDIS_URL or REDIS_CLUSTER_NODES, not both (a cluster as a URL: redis+cluster://host:port,host:port)',
    )
  }
  if (e.REDIS_POSITIONS_URL && !e.REDIS_URL && !e.REDIS_CLUSTER_NODES) {
    throw new ConfigError(
      'Invalid configuration:\n  REDIS_POSITIONS_URL: only with REDIS_URL or REDIS_CLUSTER_NODES (without them positions stay in the process)',
    )
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.MIGRATE_ON_START,
    redis:
      e.REDIS_URL ??
      (e.REDIS_CLUSTER_NODES && {
        mode: 'cluster',
        variable: 'REDIS_CLUSTER_NODES',
        nodes: e.REDIS_CLUSTER_NODES,
        tls: false,
      }),
    redisPositions: e.REDIS_POSITIONS_URL,
    redisPrefix: e.REDIS_PREFIX || redisPrefixOf(e.DATABASE_URL),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET,
    oidc: {
      google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER },
      apple: { clientId: e.APPLE_CLIENT_ID, clientSecret: e.APPLE_CLIENT_SECRET, issuer: e.APPLE_ISSUER },
    },
    geocoderUrl: e.GEOCODER_URL,
    weatherUrl: e.WEATHER_URL,
    ipLookupUrl: e.IP_LOOKUP_URL,
    mapStyleUrl: e.MAP_STYLE_URL,
    displayTimeZone: e.DISPLAY_TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, ''),
    serviceName: e.OTEL_SERVICE_NAME,
    passwordHashCost: e.PASSWORD_HASH_COST,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    maxConnections: e.MAX_CONNECTIONS,
    signedOutSocketsPerAddress: e.MAX_SIGNED_OUT_SOCKETS_PER_ADDRESS,
    pushWindowMs: e.LIVE_PUSH_WINDOW_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    metricsAllow: e.METRICS_ALLOW,
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    apiPoints: {
      token: e.API_TOKEN_POINTS_PER_HOUR,
      session: e.API_SESSION_POINTS_PER_HOUR,
      signedOut: e.API_SIGNED_OUT_POINTS_PER_HOUR,
    },
    locationFlushMs: e.LOCATION_FLUSH_MS,
    webDist: atRoot('web', 'dist'),
    persistedDocuments: atRoot('web', 'persisted-documents.json'),
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.MAIL_FROM.match(/<(.+)>/)?.[1] ?? e.MAIL_FROM}`,
    },
    pushAllowPrivateHosts: e.PUSH_ALLOW_PRIVATE_HOSTS === '1',
  }
}
