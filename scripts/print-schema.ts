// Prints the Pothos schema to schema.graphql (npm run schema), or with --check fails when the
// committed file differs from it.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { printedSchema } from '../api/src/edge/graphql/sdl.js'

const file = path.resolve(import.meta.dirname, '../schema.graphql')
export const printed = printedSchema()

if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== printed) {
    console.error('schema.graphql is out of date: run npm run schema')
    process.exit(1)
  }
} else if (readFileSync(file, 'utf8') !== printed) {
  // Written only when it changed: its modification time tells npm start to rebuild the web app.
  writeFileSync(file, printed)
  console.log(`wrote ${path.relative(process.cwd(), file)}`)
} else {
  console.log(`${path.relative(process.cwd(), file)} is up to date`)
}
