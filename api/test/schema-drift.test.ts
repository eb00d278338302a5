import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { printedSchema } from '../src/edge/graphql/sdl.js'

it('the committed schema.graphql is the one printed from the Pothos schema (npm run schema)', () => {
  const committed = readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8')
  expect(committed).toBe(printedSchema())
})
