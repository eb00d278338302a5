// Start-up failures an operator can act on: one line naming the variable and the cause
// (`REDIS_URL: cannot connect to 10.0.0.5:6379 (ECONNREFUSED)`), never a stack or a flood of
// reconnect errors. index.ts prints the message and exits non-zero.
import type { Server } from 'node:http'
import type { RedisTarget } from './config.js'

export class StartupError extends Error {
  override name = 'StartupError'
}

/** host:port of a service URL, without its credentials. */
export function targetOf(url: string, defaultPort: number): string {
  const { hostname, port } = new URL(url)
  return `${hostname || 'localhost'}:${port || defaultPort}`
}

/** A socket error's code (ECONNREFUSED, ENOTFOUND) when it has one, else the message. */
function causeOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[] }
  if (typeof e?.code === 'string' && /^E[A-Z_]+$/.test(e.code)) return e.code
  // Node reports a refused localhost (::1 and 127.0.0.1) as one AggregateError of both.
  if (Array.isArray(e?.errors) && e.errors.length > 0) return causeOf(e.errors[0])
  return typeof e?.message === 'string' && e.message ? e.message : String(error)
}

export function cannotConnect(variable: string, target: string, error: unknown): StartupError {
  return new StartupError(`${variable}: cannot connect to ${target} (${causeOf(error)})`)
}

/**
 * Redis answers a PING before anything else uses it (each master, on a cluster whose slots are
 * all served): the app's clients retry forever in the background, which is right during an outage
 * but hides a wrong REDIS_URL or REDIS_CLUSTER_NODES at start-up.
 */
export async function checkRedis(target: RedisTarget, variable = 'REDIS_URL'): Promise<void> {
  // Loaded here rather than at the top: the embedded mode (no Redis) starts without ioredis.
  const { pingRedis } = await import('./redis-client.js')
  try {
    await pingRedis(target, 5000)
  } catch (error) {
    if (target.mode === 'single') throw cannotConnect(variable, targetOf(target.url, 6379), error)
    const nodes = target.nodes.map(({ host, port }) => `${host.includes(':') ? `[${host}]` : host}:${port}`)
    throw cannotConnect(target.variable, nodes.join(','), error)
  }
}

/** Listens, or names what is wrong with PORT or HOST. */
export async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupError(`PORT ${port} is in use`))
      else if (error.code === 'EACCES') reject(new StartupError(`PORT ${port}: permission denied`))
      else if (error.code === 'EADDRNOTAVAIL') reject(new StartupError(`HOST ${host}: not an address of this machine`))
      else if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
        reject(new StartupError(`HOST ${host}: cannot be resolved`))
      else reject(error)
    }
    server.once('error', failed)
    server.listen(port, host, () => {
      server.off('error', failed)
      resolve()
    })
  })
}
