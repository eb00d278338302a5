import { readFileSync } from 'node:fs'
import path from 'node:path'
import { lexicographicSortSchema, printSchema } from 'graphql'
import { expect, it } from 'vitest'
import { schema } from '../src/edge/graphql/schema.js'

it('the committed schema.graphql is the one printed from the Pothos schema (npm run schema)', () => {
  const committed = readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8')
  expect(committed).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`)
})
