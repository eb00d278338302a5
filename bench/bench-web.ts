// npm run bench:web: Lighthouse (mobile, default simulated throttling) on the landing, login,
// home and live screens of the app as `npm start` serves it (built first, production mode), with
// Debian's Chromium. Home is opened by a signed-in person, the live screen for a seeded gather by
// its participant (live) and by a visitor from its join link (join).
// Prints the median of BENCH_RUNS (3) runs per page for performance, accessibility and best
// practices, plus LCP, TBT and the JavaScript transferred.
import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createSession, sessionCookieName } from '../api/src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../api/src/core/db.js'
import { startFakeUpstreams } from '../tests/helpers/fake-upstreams.js'
import { startServer, stopServer } from './bench-server.js'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3991)
const url = `http://127.0.0.1:${port}`
const runs = Number(process.env.BENCH_RUNS ?? 3)
// BENCH_SAVE=dir keeps each run's Lighthouse report and trace (JSON) there, to see what the main
// thread spent its time on (bootup-time, long-tasks; the trace opens in Chrome's Performance panel).
const saveDir = process.env.BENCH_SAVE ? path.resolve(process.env.BENCH_SAVE) : undefined

execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' })

// The map style, geocoder and weather are outside our system: local stand-ins, as in the tests.
const upstreams = await startFakeUpstreams()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-web-'))
const env = { ...upstreams.env, DATA_DIR: dataDir, APP_URL: url }
try {
  // Create the database, then seed a person and a gather while no server holds it.
  await stopServer((await startServer(port, env)).child)
  await openDatabase({ dataDir })
  const user = await prisma().user.create({
    data: {
      email: 'bench@example.com',
      displayName: 'Bench',
      gatherId: 'bench',
      gatherIdKey: 'bench',
      gatherIdSet: true,
      emailVerifiedAt: new Date(),
    },
  })
  const meetup = await prisma().meetup.create({
    data: {
      userId: user.id,
      description: 'Picnic in the park',
      locationName: 'Sheep Meadow',
      locationLat: 40.7812,
      locationLon: -73.9665,
      shareableLink: randomBytes(16).toString('base64url'),
      startTime: new Date(Date.now() + 3_600_000),
      expirationTime: new Date(Date.now() + 5 * 3_600_000),
      participants: { create: [{ userId: user.id, invitationStatus: 'accepted' }] },
    },
  })
  const { token } = await createSession(user.id)
  await closeDatabase()
  const cookie = `${sessionCookieName(url)}=${token}`

  const { child } = await startServer(port, env)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const only = process.env.BENCH_PAGES?.split(',')
    const pages = [
      { name: 'landing', path: '/' },
      { name: 'login', path: '/login' },
      { name: 'home', path: '/', cookie },
      { name: 'live', path: `/proximity/${meetup.id}`, cookie },
      // The same screen from a shared link, opened by someone not signed in (no map: no positions).
      { name: 'join', path: `/join/${meetup.shareableLink}` },
    ]
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
    const rows = []
    for (const page of pages.filter((p) => !only || only.includes(p.name))) {
      const results: {
        performance: number
        accessibility: number
        bestPractices: number
        lcp: number
        tbt: number
        js: number
        lcpElement: string
        failing: string[]
      }[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page.name}`)
        if (saveDir) {
          await mkdir(saveDir, { recursive: true })
          await writeFile(path.join(saveDir, `${page.name}-${run + 1}.json`), JSON.stringify(lhr))
          await writeFile(
            path.join(saveDir, `${page.name}-${run + 1}.trace.json`),
            JSON.stringify(result.artifacts.Trace),
          )
        }
        const scripts =
          (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
            ?.items ?? []
        results.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          js: scripts
            .filter((item) => item.resourceType === 'Script')
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          lcpElement:
            (
              lhr.audits['largest-contentful-paint-element']?.details as {
                items?: { items?: { node?: { snippet?: string } }[] }[]
              }
            )?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
          failing: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id),
        })
      }
      const pick = (key: 'performance' | 'accessibility' | 'bestPractices' | 'lcp' | 'tbt' | 'js') =>
        median(results.map((r) => r[key]))
      rows.push({
        page: page.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best practices': pick('bestPractices'),
        'LCP (s)': (pick('lcp') / 1000).toFixed(2),
        'TBT (ms)': Math.round(pick('tbt')),
        'JS (KB)': (pick('js') / 1024).toFixed(1),
        'failing audits (last run)': results.at(-1)?.failing.join(', ') ?? '',
        'LCP element (last run)': results.at(-1)?.lcpElement.slice(0, 60) ?? '',
      })
    }
    console.log(
      `Lighthouse, mobile, simulated throttling, median of ${runs} (${os.cpus()[0]?.model}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)})`,
    )
    console.table(rows)
  } finally {
    await chrome.kill()
    await stopServer(child)
  }
} finally {
  await upstreams.close()
  await rm(dataDir, { recursive: true, force: true })
}
