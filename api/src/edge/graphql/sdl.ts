// The schema as SDL, sorted: what `npm run schema` writes to schema.graphql and GET /schema.graphql
// serves (the runtime image has no copy of the file).
import { lexicographicSortSchema, printSchema } from 'graphql'
import { schema } from './schema.js'

let printed: string | undefined

export const printedSchema = () => {
  printed ??= `${printSchema(lexicographicSortSchema(schema))}\n`
  return printed
}
