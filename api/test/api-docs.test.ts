// docs/api.md's examples, run against the served app so that they cannot drift from it: every
// fenced block marked `run` (```sh run, ```js run) is run as written, with the token in
// GATHER_TOKEN and https://gather.example standing for the app; every ```graphql cost=N block is
// sent with a token and must answer without errors, costing the N points the page states. The
// ```sh run steps blocks ("Start from zero") run in order in one shell, from the checkout with the
// app's DATA_DIR and no token given: each uses what the ones before it set.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { rest } from '../../tests/helpers/http.js'

const run = promisify(execFile)
const page = await readFile(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')

/** The fenced blocks whose info string has more than a language: `sh run`, `graphql cost=1`. */
const blocks = [...page.matchAll(/^```(\w+) ([^\n]+)\n([\s\S]*?)^```$/gm)].map(([, language, marker, code]) => ({
  language: language as string,
  marker: marker as string,
  code: code as string,
}))
const runnable = blocks.filter((b) => b.marker === 'run')
const steps = blocks.filter((b) => b.marker === 'run steps')
const root = path.resolve(import.meta.dirname, '../..')
const priced = blocks.flatMap((b) => {
  const cost = /^cost=(\d+)$/.exec(b.marker)?.[1]
  return b.language === 'graphql' && cost ? [{ query: b.code, cost: Number(cost) }] : []
})

let app: TestApp
let token = ''
let dir = ''
beforeAll(async () => {
  app = await startTestApp()
  const ada = await app.signIn()
  const made = await rest(app.url, 'POST', '/api/access-tokens', {
    cookie: ada.cookieHeader,
    body: { name: 'Docs', scope: 'read-write' },
  })
  token = made.body.secret
  dir = await mkdtemp(path.join(os.tmpdir(), 'api-docs-'))
})
afterAll(async () => {
  await app?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('docs/api.md', () => {
  it('marks its examples', () => {
    expect(runnable.map((b) => b.language)).toEqual(['sh', 'sh', 'js', 'js'])
    expect(steps.map((b) => b.language)).toEqual(['sh', 'sh', 'sh', 'sh', 'sh', 'sh', 'sh'])
    expect(priced.length).toBeGreaterThanOrEqual(4)
  })

  it.each(runnable.map((b, i) => [i, b] as const))('runs example %i as written', async (i, block) => {
    const code = block.code.replaceAll('https://gather.example', app.url)
    const env = { ...process.env, GATHER_TOKEN: token }
    const file = path.join(dir, `example-${i}.${block.language === 'js' ? 'mjs' : 'sh'}`)
    await writeFile(file, code)
    const { stdout } = await run(block.language === 'js' ? process.execPath : 'sh', [file], { env })
    // Answered, and not with an error: curl prints the JSON, a script the points left and the
    // JSON, or the JSON of a subscription's first event.
    expect(stdout.trim()).not.toBe('')
    expect(stdout).not.toMatch(/"?errors?"?:/)
    if (block.language === 'sh') expect(() => JSON.parse(stdout)).not.toThrow()
    else expect(stdout).toMatch(/^(\d+ )?\{/)
  })

  it('starts from zero: sign-up to a call with the token made, step by step', async () => {
    const script = steps.map((b, i) => `echo; echo '@@step ${i}'\n${b.code}`).join('\n')
    const file = path.join(dir, 'steps.sh')
    await writeFile(file, script.replaceAll('https://gather.example', app.url))
    const { GATHER_TOKEN: _, ...env } = process.env
    const { stdout } = await run('sh', ['-e', file], { cwd: root, env: { ...env, DATA_DIR: app.dataDir } })
    const outputs = stdout.split(/^@@step \d+\n/m).slice(1)
    expect(outputs).toHaveLength(steps.length)
    const answers = outputs.map((out, i) => (/npm run outbox$/m.test(steps[i]?.code ?? '') ? out : JSON.parse(out)))
    const [signedUp, mail, verified, signedIn, profile, made, called] = answers
    expect(signedUp.message).toBe('Account created. Check your email to verify your account.')
    expect(mail).toMatch(
      /^To: you@example\.com\nSubject: Verify your email for Gather\nhttp:\/\/\S+\/verify-email\?token=\S+$/m,
    )
    expect(verified).toMatchObject({ success: true, email: 'you@example.com' })
    expect(signedIn).toMatchObject({ success: true, message: 'Login successful' })
    expect(profile.user).toMatchObject({ displayName: 'Ada' })
    expect(made.secret).toMatch(/^gat_/)
    expect(called).toMatchObject({ data: { viewer: { gatherId: 'ada-lovelace', displayName: 'Ada' } } })
  })

  it.each(priced.map((p) => [p.cost, p.query] as const))('prices at %i points: %s', async (cost, query) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    const answer = await response.json()
    expect(answer.errors).toBeUndefined()
    expect(answer.extensions.cost.points).toBe(cost)
    expect(response.headers.get('x-ratelimit-cost')).toBe(String(cost))
  })
})
