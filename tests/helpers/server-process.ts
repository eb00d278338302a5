// Starts the app in a process of its own exactly as `npm start` does (the compiled server, see
// scripts/start-command.ts), on a free port, and resolves once it logs that it is listening.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { startArguments } from '../../scripts/start-command.js'

const root = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  url: string
  process: ChildProcess
  /** Stops it with SIGTERM (as a process manager does) and waits for it to exit. */
  stop(): Promise<void>
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, await startArguments(), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  let output = ''
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const match = output.match(/"url":"(http:\/\/[^"]+)".*Gather is listening/)
      if (match?.[1]) resolve({ url: match[1], process: child, stop })
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)))
  })
}
