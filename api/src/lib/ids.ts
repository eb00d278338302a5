// Ids in URLs and REST paths are raw UUIDs; GraphQL clients may also pass Relay global ids
// (base64 of "Type:uuid"). Both are accepted wherever an id comes in.
import { z } from 'zod'

const uuid = z.uuid()

export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuid.safeParse(value).success

/** The UUID behind `value` (a raw UUID or a global id of `typename`), or null when it is neither. */
export function parseId(value: unknown, typename: string): string | null {
  if (typeof value !== 'string') return null
  if (uuid.safeParse(value).success) return value.toLowerCase()
  if (value.length > 200) return null
  const decoded = Buffer.from(value, 'base64').toString('utf8')
  const prefix = `${typename}:`
  if (!decoded.startsWith(prefix)) return null
  const inner = decoded.slice(prefix.length)
  return uuid.safeParse(inner).success ? inner.toLowerCase() : null
}
