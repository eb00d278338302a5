// The REST shapes of people: your own account (GET /api/auth/user, and the user a sign-in
// answers with) and another person's public profile, in the spellings the REST API has always
// used (gatherID, gatherIDSet).
import type { User } from '../core/db/prisma.js'

/** Your own account: the only shape with an e-mail address. */
export function userJson(user: User) {
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
) {
  return {
    id: user.id,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    gatherID: showGatherId ? user.gatherId : null,
    profileImageUrl: user.profileImageUrl,
  }
}
