// Ids in URLs and REST paths are raw UUIDs; GraphQL clients may also pass Relay global ids
// (base64 of "Type:uuid"). Both are accepted wherever an id comes in.
import { regexes } from 'zod'

// zod's own UUID pattern, tested directly: every location update parses an id, and a schema's
// safeParse builds a result object around the same test.
const uuid = regexes.uuid()

export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuid.test(value)

/** The UUID behind `value` (a raw UUID or a global id of `typename`), or null when it is neither. */
export function parseId(value: unknown, typename: string): string | null {
  if (typeof value !== 'string') return null
  if (uuid.test(value)) return value.toLowerCase()
  if (value.length > 200) return null
  const decoded = Buffer.from(value, 'base64').toString('utf8')
  const prefix = `${typename}:`
  if (!decoded.startsWith(prefix)) return null
  const inner = decoded.slice(prefix.length)
  return uuid.test(inner) ? inner.toLowerCase() : null
}
