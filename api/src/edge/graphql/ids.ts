import { PothosValidationError } from '@pothos/core'
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay'
import { isUuid } from '../../core/lib/ids.js'

/** Matches no row: node lookups with a malformed id or by a visitor find nothing, not an error. */
export const noRow = '00000000-0000-0000-0000-000000000000'
export const uuidOrNone = (id: string) => (isUuid(id) ? id : noRow)

/** The types with a global id (each a Node); an event's field naming one carries it. */
export type NodeTypename =
  | 'AccessToken'
  | 'Group'
  | 'GroupMember'
  | 'Meetup'
  | 'Participant'
  | 'Passkey'
  | 'PendingInvitation'
  | 'Person'
  | 'Session'
  | 'User'

/**
 * The global id of a row: the one encoding the relay plugin gives Node ids (base64 of
 * "Type:uuid"), for fields that name an object without returning it.
 */
export const globalId = (typename: NodeTypename, databaseId: string) => encodeGlobalID(typename, databaseId)

const quoted = (id: string) => JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id)

/** Why node(id:) refuses an id, saying which one to send: a UUID is the usual mix-up. */
const refusal = (id: string) =>
  isUuid(id)
    ? `${quoted(id)} is a database id; node() takes a global id: use the object's \`id\` (not its \`databaseId\`), or meetup(id:), which takes a gather's UUID too`
    : `${quoted(id)} is not a global id: node() takes an object's \`id\` as the API gave it`

/**
 * How node(id:) and nodes(ids:) read an id: every node id is a UUID under its type name, so
 * anything else is refused, coded INVALID_ID, before it reaches the database (where it would be
 * a type error, not a client's mistake).
 */
export function decodeNodeId(id: string) {
  if (!isUuid(id)) {
    try {
      const decoded = decodeGlobalID(id)
      if (isUuid(decoded.id)) return decoded
    } catch {
      // Not base64 or no type name: refused below.
    }
  }
  throw new PothosValidationError(refusal(id), { extensions: { code: 'INVALID_ID' } })
}

/** For arguments naming a type whose `id` was its UUID until it became a Node. */
export const uuidForOneRelease = 'Its `databaseId` (the UUID) is still taken, for one release.'
