// GET /schema.graphql: the schema as SDL (graphql/sdl.ts), for code generators, editors and people
// reading it in a browser, in every environment (production has no GraphiQL and no copy of the
// repository's file). It changes only with a release: cached for an hour, then revalidated by ETag.
import { Hono } from 'hono'
import { etag } from 'hono/etag'

export const schemaPath = '/schema.graphql'

export function schemaFileRoutes() {
  const app = new Hono()
  // Printed on the first request: the schema's modules load with GraphQL, not at start-up.
  let sdl: Promise<string> | undefined
  app.get(schemaPath, etag(), async (c) => {
    sdl ??= import('../graphql/sdl.js').then(({ printedSchema }) => printedSchema())
    return c.body(await sdl, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': 'inline; filename="schema.graphql"',
      'cache-control': 'public, max-age=3600',
    })
  })
  return app
}
