// npm run bench: cold and warm start of the embedded app to its first 200, then 10 s of HTTP load
// on `{ __typename }` and on `viewer` (signed in) with autocannon, then the manage screen's query
// for a gather with 500 participants (bench-manage.ts), the live push (bench-live.ts) and the
// location write path (bench-location.ts). Prints tables.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createSession, sessionCookieName } from '../api/src/accounts/session.service.js'
import { closeDatabase, openDatabase, prisma } from '../api/src/db.js'
import { benchLive } from './bench-live.js'
import { benchLocation } from './bench-location.js'
import { benchManage } from './bench-manage.js'
import { startServer, stopServer } from './bench-server.js'

const port = Number(process.env.BENCH_PORT ?? 3990)
const url = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

function load(title: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<{ title: string; rps: number; p50: number; p99: number; errors: number }>((resolve, reject) => {
    autocannon(
      {
        url: `${url}/graphql`,
        method: 'POST',
        connections: 10,
        duration: seconds,
        body,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          title,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        })
      },
    )
  })
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gather-bench-'))
try {
  const cold = await startServer(port, { DATA_DIR: dataDir })
  await stopServer(cold.child)

  // Seed a signed-in person in the same embedded database while no server holds it.
  await openDatabase({ dataDir })
  const user = await prisma().user.create({
    data: { email: 'bench@example.com', displayName: 'Bench', gatherIdSet: true },
  })
  const { token } = await createSession(user.id)
  await closeDatabase()
  const cookie = `${sessionCookieName(url)}=${token}`

  const warm = await startServer(port, { DATA_DIR: dataDir })
  const results = [
    await load('{ __typename }', JSON.stringify({ query: '{ __typename }' })),
    await load(
      '{ viewer { id displayName gatherId } } (signed in)',
      JSON.stringify({ query: '{ viewer { id displayName gatherId } }' }),
      { cookie },
    ),
  ]
  await stopServer(warm.child)

  console.log(
    `\nGather bench — ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PGlite\n`,
  )
  console.log('| measure | value |')
  console.log('|---|---|')
  console.log(`| cold start (new DATA_DIR, migrations) to first 200 | ${cold.ms.toFixed(0)} ms |`)
  console.log(`| warm start to first 200 | ${warm.ms.toFixed(0)} ms |`)
  console.log(`\n| query (HTTP, 10 connections, ${seconds} s) | req/s | p50 ms | p99 ms | errors |`)
  console.log('|---|---|---|---|---|')
  for (const r of results) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`)
} finally {
  await rm(dataDir, { recursive: true, force: true })
}

for (const line of await benchLive()) console.log(line)
for (const line of await benchLocation()) console.log(line)
for (const line of await benchManage()) console.log(line)
