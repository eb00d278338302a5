// relay-compiler: reads the schema printed from the Pothos schema, writes artifacts under
// web/src/__generated__ (committed, checked in CI). Named exports, not a default one: the
// compiler require()s this ES module and reads its fields directly.
import { existsSync, writeFileSync } from 'node:fs'

export const src = './web/src'
export const schema = './schema.graphql'
export const language = 'typescript'
export const artifactDirectory = './web/src/__generated__'
export const excludes = ['**/node_modules/**', '**/__generated__/**']
export const eagerEsModules = true
// Trusted documents: artifacts carry an operation's id (SHA-256 of its text), not the text; the
// ids and texts go to this file, built with the web app (`npm run relay`, scripts/relay.mjs) and
// read by the server (api/src/graphql/trusted-documents.ts). Not committed.
export const persistConfig = { file: './web/persisted-documents.json', algorithm: 'SHA256' }
// The compiler refuses to start without the file (e.g. `relay-compiler --validate` on a clean clone).
if (!existsSync(persistConfig.file)) writeFileSync(persistConfig.file, '{}\n')
