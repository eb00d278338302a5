// Cookies are read with Hono's parser, which never throws: a malformed percent-encoding
// (`gather_session=%E0`) leaves the value as it came, and an unknown token signs nobody in.
import { parse } from 'hono/utils/cookie'

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  return parse(header, name)[name]
}
