// `npm run start:prod`: the server as it is deployed (NODE_ENV=production: no GraphiQL, only the
// web app's persisted documents from a browser session), for a try on this machine. Production
// requires SESSION_SECRET: when it is not set, one is generated for this run only, so calendar
// feed links handed out meanwhile stop working at the next start. Deployments set their own.
import { randomBytes } from 'node:crypto'

process.env.NODE_ENV = 'production'
if (!process.env.SESSION_SECRET) {
  process.env.SESSION_SECRET = randomBytes(32).toString('hex')
  console.error('start:prod: SESSION_SECRET generated for this run only (set your own to deploy)')
}
// The same process, so that Ctrl-C and SIGTERM reach the server's own drain.
await import('../dist/server/index.js')
