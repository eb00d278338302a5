// ioredis emits 'error' on every failed reconnect: without a listener each one is an uncaught
// exception, with a naive one the log floods. One line when Redis goes away, one when it is back.
import type { Redis } from 'ioredis'
import type { Logger } from '../logger.js'

export function watchRedis(client: Redis, role: string, logger: Logger): Redis {
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    logger.error({ role, err: error.message }, 'Redis unreachable; retrying in the background')
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    logger.info({ role }, 'Redis reachable again')
  })
  return client
}
