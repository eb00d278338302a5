// Real app instances as separate processes (as `npm start` runs them), the Redis servers they
// share, and a small TCP proxy in front of them, for the scaled-out and fault tests.
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export interface Instance {
  url: string
  process: ChildProcess
  /** Everything it logged so far (pino JSON lines). */
  output(): string
  /** Stops it (SIGTERM) and waits for the exit. */
  stop(): Promise<void>
}

export function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 30_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const match = output.match(/"url":"(http:\/\/[^"]+)".*Gather is listening/)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({
          url: match[1],
          process: child,
          output: () => output,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
            await exited
          },
        })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)))
  })
}

/** A redis-server of the test's own on `port`, so that it can be killed without touching anyone else's. */
export async function startRedis(port: number): Promise<{ url: string; kill(): Promise<void> }> {
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'pipe' })
  let out = ''
  for await (const chunk of redis.stdout as AsyncIterable<Buffer>) {
    out += chunk.toString()
    if (out.includes('Ready to accept connections')) break
  }
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()))
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      redis.kill('SIGKILL')
      await exited
    },
  }
}

/**
 * A TCP proxy on a free port that hands each connection to the next target in turn, skipping a
 * target that refuses it (a dead instance), like a load balancer with health by connection.
 */
export async function startProxy(targets: string[]) {
  let list = targets.map((t) => new URL(t))
  let turn = 0
  const sockets = new Set<net.Socket>()
  const connect = (client: net.Socket, first: number, tries: number) => {
    if (tries >= list.length) return client.destroy()
    const target = list[(first + tries) % list.length] as URL
    const upstream = net.connect(Number(target.port), target.hostname)
    sockets.add(upstream)
    upstream.once('close', () => sockets.delete(upstream))
    let connected = false
    upstream.once('connect', () => {
      connected = true
      client.pipe(upstream).pipe(client)
      client.resume()
      client.once('close', () => upstream.destroy())
      client.once('error', () => upstream.destroy())
      upstream.once('close', () => client.destroy())
    })
    upstream.on('error', () => {
      if (!connected) connect(client, first, tries + 1)
    })
  }
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client)
    client.once('close', () => sockets.delete(client))
    connect(client, turn++, 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** New connections go to these from now on. */
    route(to: string[]) {
      list = to.map((t) => new URL(t))
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
