// A PostgreSQL cluster and a Redis server of the test's own, on ports nobody else uses, so that
// a fault test can stop and restart them. Each waits for the server's own "ready" signal.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const pgBin = process.env.TEST_PG_BIN ?? '/usr/lib/postgresql/15/bin'
export const ownPostgresPorts = [5440, 5449] as const
export const ownRedisPorts = [6430, 6439] as const

/** Whether nothing listens on the port right now. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function freePort([first, last]: readonly [number, number]): Promise<number> {
  // Start at a random place: two test files starting at once rarely pick the same port.
  const size = last - first + 1
  const offset = Math.floor(Math.random() * size)
  for (let i = 0; i < size; i++) {
    const port = first + ((offset + i) % size)
    if (await portFree(port)) return port
  }
  throw new Error(`no free port in ${first}-${last}`)
}

// initdb and postgres refuse to run as root: run them as the postgres user when we are root.
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args)

export interface OwnPostgres {
  port: number
  /** The cluster's data directory (its WAL is under pg_wal/). */
  dataDir: string
  /** postgresql:// URL of a database named `gather` on this cluster. */
  url: string
  /** pg_ctl stop -m fast: sessions are ended, clients get refused connections. */
  stop(): Promise<void>
  /** pg_ctl start -w: returns once the server accepts connections. */
  start(): Promise<void>
  /** Runs SQL as the superuser on the `postgres` database; returns psql's unaligned output. */
  admin(sql: string): Promise<string>
  /** SIGSTOP to the server and each of its processes: connections hang instead of failing. */
  pause(): Promise<void>
  /** SIGCONT to the same processes. */
  resume(): Promise<void>
  destroy(): Promise<void>
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gather-own-pg-'))
  await chmod(dir, 0o777)
  const data = path.join(dir, 'data')
  await asPostgres(`${pgBin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-N', '-E', 'UTF8'])
  let port = 0
  const pgCtl = (...args: string[]) => asPostgres(`${pgBin}/pg_ctl`, ['-D', data, ...args])
  const start = () =>
    pgCtl(
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    )
  for (let attempt = 0; ; attempt++) {
    port = await freePort(ownPostgresPorts)
    try {
      await start()
      break
    } catch (error) {
      // Another test took the port between the check and the start.
      if (attempt >= 3) throw error
    }
  }
  // The postmaster (first line of its pid file) and its children: backends and helpers.
  const processes = async () => {
    const postmaster = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0])
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
    return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)]
  }
  let paused: number[] = []
  const resume = async () => {
    for (const pid of paused.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {}
    }
  }
  const destroy = async () => {
    await resume()
    await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {})
    await rm(dir, { recursive: true, force: true })
  }
  await run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', 'CREATE DATABASE gather']).catch(
    async (error: unknown) => {
      await destroy()
      throw error
    },
  )
  return {
    port,
    dataDir: data,
    url: `postgresql://postgres@127.0.0.1:${port}/gather`,
    stop: async () => void (await pgCtl('-m', 'fast', '-w', 'stop')),
    start: async () => void (await start()),
    admin: async (sql) =>
      (await run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-Atc', sql]))
        .stdout,
    pause: async () => {
      paused = await processes()
      for (const pid of paused) process.kill(pid, 'SIGSTOP')
    },
    resume,
    destroy,
  }
}

export interface OwnRedis {
  port: number
  url: string
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>
  /** Starts it again on the same port; returns once it accepts connections. */
  start(): Promise<void>
}

/** A Redis server on a free port of `ports` (a test file's own range, so that files run at once). */
export async function startOwnRedis(ports: readonly [number, number] = ownRedisPorts): Promise<OwnRedis> {
  const port = await freePort(ports)
  let server: ChildProcess | undefined
  const start = async () => {
    const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server = child
    let out = ''
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      out += chunk.toString()
      if (out.includes('Ready to accept connections')) return
    }
    throw new Error(`redis-server did not start:\n${out}`)
  }
  await start()
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const child = server
      if (!child || child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
    start,
  }
}
