import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/core/config.js'

describe('configuration', () => {
  it('starts on the embedded defaults with no environment at all', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.appUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.redis).toBeUndefined()
    expect(config.dataDir).toMatch(/\.data$/)
    expect(config.displayTimeZone).toBe('America/Phoenix')
    expect(config.shutdownDelayMs).toBe(0)
    expect(config.shutdownTimeoutMs).toBe(10_000)
  })

  it('reads the shutdown delay and deadline in seconds, fractions allowed', () => {
    const config = loadConfig({ SHUTDOWN_DELAY_SECONDS: '2.5', SHUTDOWN_TIMEOUT_SECONDS: '30' })
    expect(config.shutdownDelayMs).toBe(2500)
    expect(config.shutdownTimeoutMs).toBe(30_000)
  })

  it("namespaces Redis by REDIS_PREFIX, else by the database's name", () => {
    expect(loadConfig({}).redisPrefix).toBe('gather')
    expect(loadConfig({ DATABASE_URL: 'postgresql://app:pw@db:5432/gather_eu' }).redisPrefix).toBe('gather_eu')
    expect(loadConfig({ DATABASE_URL: 'postgresql://staging@db' }).redisPrefix).toBe('staging')
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/my%20app' }).redisPrefix).toBe('my-20app')
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/gather', REDIS_PREFIX: 'eu-1' }).redisPrefix).toBe('eu-1')
    expect(loadConfig({}).databaseStatementTimeoutMs).toBe(4000)
  })

  it('takes one Redis server from REDIS_URL, and a cluster from REDIS_CLUSTER_NODES or a redis+cluster:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      mode: 'single',
      url: 'redis://cache:6379/2',
    })
    expect(loadConfig({ REDIS_CLUSTER_NODES: ' redis-1:7000, 10.0.0.2:7001,[::1]:7002' }).redis).toEqual({
      mode: 'cluster',
      variable: 'REDIS_CLUSTER_NODES',
      nodes: [
        { host: 'redis-1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
        { host: '::1', port: 7002 },
      ],
      tls: false,
    })
    expect(loadConfig({ REDIS_URL: 'rediss+cluster://app:p%40ss:word@redis-1:7000,redis-2:7000/' }).redis).toEqual({
      mode: 'cluster',
      variable: 'REDIS_URL',
      nodes: [
        { host: 'redis-1', port: 7000 },
        { host: 'redis-2', port: 7000 },
      ],
      username: 'app',
      password: 'p@ss:word',
      tls: true,
    })
    expect(loadConfig({ REDIS_URL: 'redis+cluster://redis-1:7000' }).redis).toMatchObject({ tls: false })
  })

  it('takes a Redis of their own for live positions from REDIS_POSITIONS_URL, beside REDIS_URL only', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisPositions).toBeUndefined()
    expect(
      loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_POSITIONS_URL: 'redis://live:6379' }).redisPositions,
    ).toEqual({ mode: 'single', url: 'redis://live:6379' })
    expect(
      loadConfig({ REDIS_CLUSTER_NODES: 'redis-1:7000', REDIS_POSITIONS_URL: 'redis+cluster://live-1:7000' })
        .redisPositions,
    ).toMatchObject({ mode: 'cluster', variable: 'REDIS_POSITIONS_URL' })
  })

  it.each([
    [{ REDIS_CLUSTER_NODES: 'redis-1' }, 'REDIS_CLUSTER_NODES: `redis-1` is not host:port'],
    [{ REDIS_CLUSTER_NODES: 'redis-1:7000,' }, 'REDIS_CLUSTER_NODES: `` is not host:port'],
    [{ REDIS_CLUSTER_NODES: 'redis-1:70000' }, 'REDIS_CLUSTER_NODES: `redis-1:70000` is not host:port'],
    [{ REDIS_URL: 'redis+cluster://redis-1:7000/3' }, 'REDIS_URL: a cluster URL is redis+cluster://'],
    [{ REDIS_URL: 'redis+cluster://redis-1' }, 'REDIS_URL: `redis-1` is not host:port'],
    [{ REDIS_URL: 'redis://a:1,b:2' }, 'REDIS_URL: must be a redis://, rediss:// or redis+cluster:// URL'],
    [
      { REDIS_URL: 'redis://cache:6379', REDIS_CLUSTER_NODES: 'redis-1:7000' },
      'REDIS_CLUSTER_NODES: set REDIS_URL or REDIS_CLUSTER_NODES, not both',
    ],
    [
      { REDIS_POSITIONS_URL: 'redis://live:6379' },
      'REDIS_POSITIONS_URL: only with REDIS_URL or REDIS_CLUSTER_NODES (without them positions stay in the process)',
    ],
    [
      { REDIS_URL: 'redis://cache:6379', REDIS_POSITIONS_URL: 'http://live' },
      'REDIS_POSITIONS_URL: must be a redis://, rediss:// or redis+cluster:// URL',
    ],
  ])('names what is wrong with a Redis cluster setting: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  ${message}`)
  })

  it('sizes the PostgreSQL pool by DATABASE_POOL_SIZE and migrates at start unless MIGRATE_ON_START is off', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10)
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25)
    expect(loadConfig({}).migrateOnStart).toBe(true)
    expect(loadConfig({ MIGRATE_ON_START: '' }).migrateOnStart).toBe(true)
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false)
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false)
    expect(loadConfig({ MIGRATE_ON_START: '1' }).migrateOnStart).toBe(true)
  })

  it('takes DISPLAY_TIME_ZONE as an IANA zone', () => {
    expect(loadConfig({ DISPLAY_TIME_ZONE: 'Europe/Berlin' }).displayTimeZone).toBe('Europe/Berlin')
  })

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x/y' }],
    ['REDIS_URL', { REDIS_URL: 'http://localhost' }],
    ['SMTP_URL', { SMTP_URL: 'not a url' }],
    ['GEOCODER_URL', { GEOCODER_URL: 'nope' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'not-an-address' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'partner.example' }],
    ['MAX_CONNECTIONS', { MAX_CONNECTIONS: '0' }],
    ['SHUTDOWN_DELAY_SECONDS', { SHUTDOWN_DELAY_SECONDS: 'soon' }],
    ['SHUTDOWN_TIMEOUT_SECONDS', { SHUTDOWN_TIMEOUT_SECONDS: '-1' }],
    ['DISPLAY_TIME_ZONE', { DISPLAY_TIME_ZONE: 'Mars/Olympus_Mons' }],
    ['DISPLAY_TIME_ZONE', { DISPLAY_TIME_ZONE: '+02:00' }],
    ['PASSWORD_HASH_COST', { PASSWORD_HASH_COST: '4' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short' }],
    ['METRICS_ALLOW', { METRICS_ALLOW: '10.0.0.0/8,not-an-address' }],
    ['VAPID_PUBLIC_KEY', { VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: 'A'.repeat(43) }],
    ['VAPID_PRIVATE_KEY', { VAPID_PUBLIC_KEY: `BA${'A'.repeat(85)}` }],
    ['VAPID_SUBJECT', { VAPID_SUBJECT: 'http://example.com' }],
    ['REDIS_PREFIX', { REDIS_PREFIX: 'has:colon' }],
    ['DATABASE_STATEMENT_TIMEOUT_MS', { DATABASE_STATEMENT_TIMEOUT_MS: '10' }],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', { OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '0' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: 'many' }],
    ['MIGRATE_ON_START', { MIGRATE_ON_START: 'no' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `))
  })

  it('takes a VAPID key pair from the environment, or leaves it to be made; the subject defaults to MAIL_FROM', () => {
    const pair = { VAPID_PUBLIC_KEY: `BA${'A'.repeat(85)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) }
    expect(loadConfig({ ...pair, VAPID_SUBJECT: 'https://gather.example' }).vapid).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'https://gather.example',
    })
    expect(loadConfig({ MAIL_FROM: 'Gather <hello@gather.example>' }).vapid).toEqual({
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:hello@gather.example',
    })
  })

  it('hashes passwords at the production cost unless a test suite lowers it, which production refuses', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17)
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10)
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }
    expect(loadConfig(production).passwordHashCost).toBe(17)
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST: at least 17 when NODE_ENV=production/,
    )
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18)
  })

  it('traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(loadConfig({}).otlpEndpoint).toBeUndefined()
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }).otlpEndpoint).toBeUndefined()
    const traced = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/', OTEL_SERVICE_NAME: 'gather-eu' })
    expect(traced).toMatchObject({ otlpEndpoint: 'http://collector:4318', serviceName: 'gather-eu' })
  })

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required when NODE_ENV=production/)
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).nodeEnv).toBe('production')
  })

  it('treats empty optional URLs as unset and trims the trailing slash of APP_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', APP_URL: 'https://gather.example/' })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.redis).toBeUndefined()
    expect(config.appUrl).toBe('https://gather.example')
  })

  it('reads the edges: trust proxy off by default, a hop count or CIDRs; CORS closed by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({}).corsOrigins).toEqual([])
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8'])
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example/, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ])
  })
})
