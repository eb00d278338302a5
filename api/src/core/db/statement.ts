/** A statement run on the driver itself, past Prisma: the location hot path (see sql() in db.ts). */
export interface Statement {
  /** Prepared once per connection under this name (PGlite has one connection). */
  name: string
  text: string
  values: unknown[]
}
