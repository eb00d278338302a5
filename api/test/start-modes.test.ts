// `npm start` says when it runs in development mode, and `npm run start:prod` runs the production
// mode on this machine with a SESSION_SECRET made for the run. Both spawned as npm runs them.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startArguments } from '../../scripts/start-command.js'
import { startInstance } from '../../tests/helpers/instances.js'

const root = path.resolve(import.meta.dirname, '../..')
const devLine = 'development mode: GraphiQL on, any GraphQL document accepted; set NODE_ENV=production to deploy'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-modes-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('start modes', () => {
  it('says so in one line when it starts in development mode', async () => {
    const instance = await startInstance({ NODE_ENV: 'development', DATA_DIR: dataDir })
    try {
      await instance.printed(devLine)
      expect(instance.logs().filter((line) => line.msg === devLine)).toHaveLength(1)
    } finally {
      await instance.stop()
    }
  })

  it('npm run start:prod serves in production mode with a generated SESSION_SECRET, and no development line', async () => {
    await startArguments() // the prestart step, which start:prod's pre-step is too
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    const [program, ...args] = pkg.scripts['start:prod']!.split(/\s+/)
    expect(program).toBe('node')
    const env: Record<string, string | undefined> = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir }
    // The test run's own settings, which production refuses or which would stand in for the generated secret.
    for (const name of ['NODE_ENV', 'PASSWORD_HASH_COST', 'SESSION_SECRET']) delete env[name]
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    let output = ''
    const listening = new Promise<string>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk
        const url = output.match(/"url":"(http:\/\/[^"]+)".*Gather is listening/)?.[1]
        if (url) resolve(url)
      }
      child.stdout.on('data', collect)
      child.stderr.on('data', collect)
      exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)))
    })
    try {
      const url = await listening
      expect(output).toContain('start:prod: SESSION_SECRET generated for this run only')
      expect(output).not.toContain('development mode')
      // Production: no GraphiQL for a browser.
      const graphiql = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } })
      expect(await graphiql.text()).not.toMatch(/graphiql/i)
    } finally {
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    }
  })
})
