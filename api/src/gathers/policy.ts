// Who may see and do what with a gather: named, pure rules over rows already loaded, and the
// one loader that feeds them (loadGatherAccess; its one-statement twin for live streams' starts,
// loadGatherAccessSql, beside it). GraphQL field resolvers, REST serialisers and the live streams
// only call these; nothing else decides visibility. The table in README "Who sees what" and
// the policy parity test (api/test/policy-parity.test.ts) follow these rules.
//
// The capabilities: who mints each, what it grants, what revokes it.
// - Share link: minted at create and by the organiser's rotateShareLink (mintShareLink); grants
//   seeing the gather as a visitor while it is on and joining it (canJoinWith); revoked by a new
//   link (the old one is then an unknown link), the gather's end or deletion; shown to those with
//   a record in it (canSeeShareLink).
// - The gather's id: minted at create; grants reading the gather while it is on (canSeeGather),
//   never joining it; a name, not a secret: nothing revokes it.
// - Calendar feed URL: minted by its owner in a signed-in browser (newCalendarFeed, tokens refused);
//   grants reading the owner's gathers as .ics, venues per canSeeVenue; revoked by a new address,
//   turning the feed off, or deleting the account (calendar-feed.service.ts).
// - Access token: minted by its person in a signed-in browser; grants acting as them (read, or
//   read-write), never account actions nor the calendar feed URL (accounts/tokens.policy.ts); revoked by
//   revokeAccessToken or deleting the account (accounts/access-tokens.service.ts).
import { randomBytes } from 'node:crypto'
import { epochMs } from '../core/db/epoch-ms.js'
import type { InvitationStatus, Meetup, Participant, Prisma, User } from '../core/db/prisma.js'
import { prisma, sql } from '../core/db.js'
import { AppError, ForbiddenError, NotFoundError } from '../core/errors.js'
import { parseId } from '../core/lib/ids.js'

export type GatherRole = 'visitor' | 'stranger' | 'invited' | 'declined' | 'accepted' | 'removed' | 'organiser'

/** Why a live stream ended (the `reason` clients get). */
export type AccessEndReason = 'removed' | 'declined' | 'ended' | 'signed-out' | 'account-deleted'

export const accessEndedMessages: Record<AccessEndReason, string> = {
  removed: 'You were removed from this gather.',
  declined: 'You declined this gather.',
  ended: 'This gather has ended.',
  'signed-out': 'You are logged out.',
  'account-deleted': 'Your account was deleted.',
}

/** A live stream's access ended; both faces carry `extensions` as they are (see docs/realtime.md). */
export class AccessEndedError extends AppError {
  override readonly status = 403
  override readonly code = 'ACCESS_ENDED'
  override name = 'AccessEndedError'
  readonly extensions: { code: 'ACCESS_ENDED'; reason: AccessEndReason }
  constructor(readonly reason: AccessEndReason) {
    super(accessEndedMessages[reason])
    this.extensions = { code: 'ACCESS_ENDED', reason }
  }
}

/** Everything the rules look at: the viewer, the gather, their record in it, a removal. */
export interface GatherAccess {
  viewer: Pick<User, 'id'> | null
  meetup: Pick<Meetup, 'id' | 'userId' | 'expirationTime'>
  participant: { invitationStatus: InvitationStatus } | null
  removed: boolean
}

export function roleOf(access: GatherAccess): GatherRole {
  if (!access.viewer) return 'visitor'
  if (access.meetup.userId === access.viewer.id) return 'organiser'
  if (access.participant) {
    const status = access.participant.invitationStatus
    return status === 'pending' ? 'invited' : status
  }
  return access.removed ? 'removed' : 'stranger'
}

/**
 * Ended: its end time exists and is at or before `now`. The one rule for "ended" (its share link,
 * joining, sharing and positions stop); `notEndedWhere` and `endedSql` say the same in queries,
 * and the policy twins test (api/test/policy-twins.test.ts) feeds all three the same cases.
 */
export const isEnded = (meetup: Pick<Meetup, 'expirationTime'>, now = new Date()) =>
  meetup.expirationTime !== null && meetup.expirationTime <= now

/** Prisma filter: gathers not ended at `now` (isEnded's twin). */
export const notEndedWhere = (now: Date) =>
  ({ OR: [{ expirationTime: null }, { expirationTime: { gt: now } }] }) satisfies Prisma.MeetupWhereInput

/** SQL condition: the gather's end `column` is at or before `at` (isEnded's twin in statements). */
export const endedSql = (column: string, at: string) => `(${column} IS NOT NULL AND ${column} <= ${at})`

const ended = (access: GatherAccess, now: Date) => isEnded(access.meetup, now)
const inIt = (role: GatherRole) => role === 'organiser' || role === 'accepted'

type OrganiserView = Pick<GatherAccess, 'viewer'> & { meetup: Pick<Meetup, 'userId'> }

export const gatherRules = {
  isOrganiser: (access: OrganiserView) => access.viewer !== null && access.viewer.id === access.meetup.userId,
  /** Anyone with the id or link while it is on; once ended (its link expired) its people only. */
  canSeeGather: (access: GatherAccess, now: Date) => !ended(access, now) || access.participant !== null,
  /** The venue's coordinates: for those in it (ride buttons, the map's event marker). */
  canSeeVenue: (access: GatherAccess) => inIt(roleOf(access)),
  /** Everyone's live positions and travel times: signed-in people in it. */
  canSeePositions: (access: GatherAccess) => inIt(roleOf(access)),
  /** When and how often people sent positions (lastUpdated, locationSequence): as positions. */
  canSeeFreshness: (access: GatherAccess) => gatherRules.canSeePositions(access),
  /** The share link: those with a record in it, who may pass it on; never from the id alone. */
  canSeeShareLink: (access: GatherAccess) => access.participant !== null || gatherRules.isOrganiser(access),
  /** Other people's Gather IDs: signed-in viewers (a visitor with a link sees names only). */
  canSeeGatherIds: (access: Pick<GatherAccess, 'viewer'>) => access.viewer !== null,
  /** E-mail addresses (participants' and e-mail invitations'): the organiser only. */
  canSeeEmails: (access: OrganiserView) => gatherRules.isOrganiser(access),
  /** Edit, delete, add and remove people, remind, resend. */
  canManage: (access: OrganiserView) => gatherRules.isOrganiser(access),
  /** Joining by link or own Gather ID: signed in, not removed, while it is on. */
  canJoin: (access: GatherAccess, now: Date) => access.viewer !== null && !access.removed && !ended(access, now),
  /** A join needs a capability: the share link, an invitation record (any answer), or organising it. */
  canJoinWith: (access: GatherAccess, via: GatherKey) =>
    via === 'link' || access.participant !== null || gatherRules.isOrganiser(access),
  /** A new share link (the old one stops working): the organiser's. */
  canRotateShareLink: (access: OrganiserView) => gatherRules.isOrganiser(access),
}

/** A new share link: 128 random bits. */
export const mintShareLink = () => randomBytes(16).toString('base64url')

/** Prisma filter with the meaning of `canSeeEmails`, for lists of e-mail invitations. */
export const emailsVisibleWhere = (viewerId: string | undefined): Prisma.PendingInvitationWhereInput =>
  viewerId ? { meetup: { userId: viewerId } } : { id: { in: [] } }

/**
 * Whether a live stream of the gather may go on, and if not why. Strangers and visitors are
 * refused at the start (not "ended": they never had access).
 */
export function watchEndReason(access: GatherAccess, now: Date): AccessEndReason | null {
  const role = roleOf(access)
  if (role === 'removed') return 'removed'
  if (role === 'declined') return 'declined'
  if (!inIt(role)) return null
  return ended(access, now) ? 'ended' : null
}

/** Prisma filter with the meaning of `canSeeGather`, for node(id) lookups. */
export function visibleMeetupWhere(viewerId: string | null, now: Date): Prisma.MeetupWhereInput {
  const on = notEndedWhere(now).OR
  return { OR: viewerId ? [...on, { participants: { some: { userId: viewerId } } }] : on }
}

/** How a caller named a gather: by its id, or by its share link (which joins). */
export type GatherKey = 'id' | 'link'

/** A gather by its id (UUID or global id) or its share link. */
const shareLinkPattern = /^[A-Za-z0-9_-]{16,64}$/

/**
 * `include`: relations a screen reads with it (GraphQL's selection), in the same read; a
 * gather the rules then hide is not returned, so they are never shown. `via`: which key found it.
 */
export async function findGatherByKey(key: unknown, notFound = 'Gather not found', include?: Prisma.MeetupInclude) {
  const id = parseId(key, 'Meetup')
  const via: GatherKey = id ? 'id' : 'link'
  const meetup: Meetup | null = id
    ? await prisma().meetup.findUnique({ where: { id }, include })
    : typeof key === 'string' && shareLinkPattern.test(key)
      ? await prisma().meetup.findUnique({ where: { shareableLink: key }, include })
      : null
  if (!meetup) throw new NotFoundError(notFound)
  return { meetup, via }
}

export async function findMeetupByKey(key: unknown, notFound = 'Gather not found', include?: Prisma.MeetupInclude) {
  return (await findGatherByKey(key, notFound, include)).meetup
}

/** The id behind a gather's key (id, global id or share link): no read unless it is a link. */
export async function gatherIdOf(key: unknown, notFound = 'Gather not found'): Promise<string> {
  const id = parseId(key, 'Meetup')
  if (id) return id
  const meetup =
    typeof key === 'string' && shareLinkPattern.test(key)
      ? await prisma().meetup.findUnique({ where: { shareableLink: key }, select: { id: true } })
      : null
  if (!meetup) throw new NotFoundError(notFound)
  return meetup.id
}

/** The viewer's own record among a gather's participants, when those were read already. */
export const recordAmong = <P extends Pick<Participant, 'userId'>>(viewer: Pick<User, 'id'>, participants: P[]) =>
  participants.find((p) => p.userId === viewer.id) ?? null

/**
 * The facts the rules need for one viewer and one gather: the one loader every face uses (two
 * indexed reads at most). `everyone`: the gather's participants when the caller read them already
 * (all of them, or only the viewer's own record): the viewer's record is then looked up among
 * them. A removal is read only without a record: removing someone deletes their record, and
 * inviting them again deletes the removal, so the two never stand together; nor is the organiser
 * ever removed.
 */
export async function loadGatherAccess<
  M extends GatherAccess['meetup'],
  P extends Pick<Participant, 'userId' | 'invitationStatus'> = Participant,
>(
  viewer: Pick<User, 'id'> | null,
  meetup: M,
  everyone?: P[],
): Promise<GatherAccess & { meetup: M; participant: P | null }> {
  if (!viewer) return { viewer, meetup, participant: null, removed: false }
  const where = { meetupId_userId: { meetupId: meetup.id, userId: viewer.id } }
  const known = everyone ? recordAmong(viewer, everyone) : undefined
  const [participant, removal] = await Promise.all([
    known !== undefined ? known : (prisma().participant.findUnique({ where }) as Promise<P | null>),
    known || meetup.userId === viewer.id ? null : prisma().meetupRemoval.findUnique({ where }),
  ])
  return { viewer, meetup, participant, removed: removal !== null }
}

// loadGatherAccess's twin on the driver, in one statement (both databases): a live stream starts
// with it, and thousands start at once when sockets reconnect, where Prisma's reads cost about
// 2 ms of CPU each time (its query compiler). The twins test feeds both the same cases.
const gatherAccessStatement = `
SELECT m."userId", ${epochMs('m."expirationTime"', 'endsAtMs')},
       p."invitationStatus"::text AS "invitationStatus", r."userId" IS NOT NULL AS "removed"
  FROM "Meetup" AS m
  LEFT JOIN "Participant" AS p ON p."meetupId" = m."id" AND p."userId" = $2::uuid
  LEFT JOIN "MeetupRemoval" AS r ON r."meetupId" = m."id" AND r."userId" = $2::uuid
 WHERE m."id" = $1::uuid`

/** loadGatherAccess by the gather's id in one statement; null when there is no such gather. */
export async function loadGatherAccessSql(viewer: Pick<User, 'id'>, meetupId: string): Promise<GatherAccess | null> {
  const [row] = await sql<{
    userId: string
    endsAtMs: number | null
    invitationStatus: InvitationStatus | null
    removed: boolean
  }>({ name: 'watch-access', text: gatherAccessStatement, values: [meetupId, viewer.id] })
  if (!row) return null
  return {
    viewer,
    meetup: { id: meetupId, userId: row.userId, expirationTime: row.endsAtMs === null ? null : new Date(row.endsAtMs) },
    participant: row.invitationStatus ? { invitationStatus: row.invitationStatus } : null,
    removed: row.removed,
  }
}

/** The guards: a rule that does not hold becomes the typed error each face maps (401/403/404). */
export function authorize(allowed: boolean, error: () => Error): void {
  if (!allowed) throw error()
}

export const forbidden = (message: string) => () => new ForbiddenError(message)
export const notFound = (message: string) => () => new NotFoundError(message)
