// Timestamps read past Prisma come as epoch milliseconds: PGlite and the pg driver hand back a
// `timestamp` column differently, but read a float8 alike.

/** The SQL for `column` in epoch milliseconds (null stays null). */
export const epochMsOf = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`

/** The same, named `as` in the row. */
export const epochMs = (column: string, as: string) => `${epochMsOf(column)} AS "${as}"`
