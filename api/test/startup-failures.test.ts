// A server that cannot start says why in one line naming the variable, and exits non-zero: no
// stack, no stream of reconnect errors. Spawned as `npm start` runs it, stderr read as is.
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer } from '../../tests/helpers/instances.js'
import { redisAvailable, redisUrl } from '../../tests/helpers/services.js'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-startup-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function failedStart(env: Record<string, string>) {
  const { process: child, exited } = await spawnServer({ DATA_DIR: dataDir, ...env })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const code = await exited
  return { code, stdout, stderr }
}

describe('start-up failures', () => {
  it('names DATABASE_URL and the cause when PostgreSQL is unreachable, without the password', async () => {
    const { code, stderr } = await failedStart({ DATABASE_URL: 'postgresql://gather:s3cret@127.0.0.1:1/gather' })
    expect(stderr).toBe('DATABASE_URL: cannot connect to 127.0.0.1:1 (ECONNREFUSED)\n')
    expect(code).not.toBe(0)
  })

  it('names REDIS_URL and the cause when Redis is unreachable, in one line', async () => {
    const { code, stderr, stdout } = await failedStart({ REDIS_URL: 'redis://:s3cret@127.0.0.1:1' })
    expect(stderr).toBe('REDIS_URL: cannot connect to 127.0.0.1:1 (ECONNREFUSED)\n')
    expect(stdout).not.toMatch(/Unhandled error event|ECONNREFUSED/)
    expect(code).not.toBe(0)
  })

  it('names REDIS_CLUSTER_NODES and the cause: nothing answers, or a server that is no cluster', async () => {
    const refused = await failedStart({ REDIS_CLUSTER_NODES: '127.0.0.1:1,127.0.0.1:2' })
    expect(refused.stderr).toBe('REDIS_CLUSTER_NODES: cannot connect to 127.0.0.1:1,127.0.0.1:2 (ECONNREFUSED)\n')
    expect(refused.code).not.toBe(0)
    if (!redisAvailable) return
    const { host } = new URL(redisUrl)
    const single = await failedStart({ REDIS_URL: `redis+cluster://${host}` })
    expect(single.stderr).toBe(
      `REDIS_URL: cannot connect to ${host} (ERR This instance has cluster support disabled)\n`,
    )
  })

  it('says which PORT is in use', async () => {
    const taken = net.createServer()
    taken.listen(0, '127.0.0.1')
    await once(taken, 'listening')
    const port = (taken.address() as net.AddressInfo).port
    try {
      const { code, stderr } = await failedStart({ PORT: String(port) })
      expect(stderr).toBe(`PORT ${port} is in use\n`)
      expect(code).not.toBe(0)
    } finally {
      taken.close()
    }
  })

  it('still reports a bad value as a configuration error (exit 78)', async () => {
    const { code, stderr } = await failedStart({ SHUTDOWN_TIMEOUT_SECONDS: '-1' })
    expect(stderr).toMatch(/^Invalid configuration:\n {2}SHUTDOWN_TIMEOUT_SECONDS: /)
    expect(code).toBe(78)
  })
})
