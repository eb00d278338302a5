// The server as `npm start` runs it (its prestart, then the compiled server: see
// scripts/start-command.ts), in its own process: for what only a process shows (signals, exit
// codes, stderr at start-up).
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { createSession, sessionCookieName } from '../../api/src/accounts/session.service.js'
import { prisma } from '../../api/src/core/db.js'
import { startArguments } from '../../scripts/start-command.js'

const root = path.resolve(import.meta.dirname, '../..')

export interface Instance {
  url: string
  port: number
  process: ChildProcess
  /** Everything written to stdout and stderr so far. */
  output(): string
  /** The JSON log lines so far. */
  logs(): { msg?: string; level?: number; [key: string]: unknown }[]
  /** Resolves once the output contains `text`. */
  printed(text: string): Promise<void>
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
  exited: Promise<number | null>
}

export async function spawnServer(
  env: Record<string, string>,
): Promise<{ process: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, await startArguments(), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { process: child, exited }
}

/** Starts one instance and resolves once it logged that it listens. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const { process: child, exited } = await spawnServer(env)
  let output = ''
  const waiters: (() => void)[] = []
  const collect = (chunk: Buffer) => {
    output += chunk
    for (const wake of waiters.splice(0)) wake()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const printed = async (text: string) => {
    while (!output.includes(text)) {
      if (child.exitCode !== null)
        throw new Error(`instance exited with ${child.exitCode} before "${text}":\n${output}`)
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), exited])
    }
  }
  await printed('Gather is listening')
  const url = output.match(/"url":"(http:\/\/[^"]+)".*Gather is listening/)?.[1]
  if (!url) throw new Error(`no URL in the start-up log:\n${output}`)
  return {
    url,
    port: Number(new URL(url).port),
    process: child,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{') && line.endsWith('}'))
        .map((line) => JSON.parse(line)),
    printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}

/** A person signed in straight in the shared database (the instances serve their session). */
export async function signInDirect(name: string) {
  const user = await prisma().user.create({
    data: { email: `${name}-${Date.now()}@example.com`, displayName: name, gatherIdSet: true },
  })
  const { token } = await createSession(user.id)
  return { userId: user.id, cookieHeader: `${sessionCookieName('http://localhost')}=${token}` }
}
