// The REST shapes of people: your own account (GET /api/auth/user, and the user a sign-in
// answers with) and another person's public profile, in the spellings the REST API has always
// used (gatherID, gatherIDSet).
import { z } from 'zod'
import type { User } from '../core/db/prisma.js'

// The shapes as zod schemas (the OpenAPI document's): each function below answers its schema's type.
const text = z.string().nullable()
export const userShape = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: text,
    lastName: text,
    displayName: text,
    gatherID: text,
    gatherIDSet: z.boolean(),
    profileImageUrl: text,
  })
  .meta({ id: 'User', description: 'Your own account' })
export const personShape = z
  .object({
    id: z.string(),
    displayName: text,
    firstName: text,
    lastName: text,
    gatherID: text.meta({ description: 'Null unless the policy shows Gather IDs to the viewer' }),
    profileImageUrl: text,
  })
  .meta({ id: 'Person', description: "Another person's public profile" })

/** Your own account: the only shape with an e-mail address. */
export function userJson(user: User): z.output<typeof userShape> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    gatherID: user.gatherId,
    gatherIDSet: user.gatherIdSet,
    profileImageUrl: user.profileImageUrl,
  }
}

/**
 * Another person's public profile: never their e-mail address; the Gather ID when `showGatherId`,
 * which the caller takes from its feature's policy (gatherRules.canSeeGatherIds, groupRules).
 */
export function personJson(
  user: Pick<User, 'id' | 'displayName' | 'firstName' | 'lastName' | 'gatherId' | 'profileImageUrl'>,
  showGatherId: boolean,
): z.output<typeof personShape> {
  return {
    id: user.id,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    gatherID: showGatherId ? user.gatherId : null,
    profileImageUrl: user.profileImageUrl,
  }
}
