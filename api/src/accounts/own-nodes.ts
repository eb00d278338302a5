// node(id:) of what only its owner sees through a signed-in browser (access tokens, sessions,
// passkeys): read through the same service as the owner's list, so the rules are one.
import { ForbiddenError, UnauthorizedError } from '../core/errors.js'

/**
 * Each id's row among the viewer's own (`list`); null for the rest, and for everyone the list
 * refuses (a visitor, an access token): node(id:) answers null for what one may not see.
 */
export async function ownNodes<T extends { id: string }>(ids: string[], list: () => Promise<T[]>) {
  const rows = await list().catch((error: unknown) => {
    if (error instanceof UnauthorizedError || error instanceof ForbiddenError) return []
    throw error
  })
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id.toLowerCase()) ?? null)
}
