import { z } from 'zod'

/** Matches no row: node lookups with a malformed id or by a visitor find nothing, not an error. */
export const noRow = '00000000-0000-0000-0000-000000000000'
export const uuidOrNone = (id: string) => (z.uuid().safeParse(id).success ? id : noRow)
