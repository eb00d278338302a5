// The benchmark's baseline (bench/bench.ts): a bare `createYoga({ schema })` on the app's schema
// as a plain Node listener, with none of the app's HTTP edges, sessions or context. A signed-in
// viewer is a constant context (the same row the app's session lookup finds), so that
// `{ viewer { … } }` resolves the same fields as in the app. Compiled by bench.ts like the server.
import { createServer } from 'node:http'
import { createYoga } from 'graphql-yoga'
import { schema } from '../api/src/edge/graphql/schema.js'

const viewer = process.env.BARE_VIEWER ? JSON.parse(process.env.BARE_VIEWER) : null
const yoga = createYoga({ schema, context: { viewer }, logging: false })
const server = createServer(yoga)
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
