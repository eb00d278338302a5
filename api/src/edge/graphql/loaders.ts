// Per-request batching (DataLoader): what many objects of one response ask for is loaded in
// one query, e.g. the viewer's own participation in each gather of a list.

import DataLoader from 'dataloader'
import { type Meetup, type Participant, Prisma, type User } from '../../core/db/prisma.js'
import { prisma } from '../../core/db.js'
import { loadGatherAccess } from '../../gathers/policy.js'

/** The viewer's own record with what the access rules read of its gather. */
type OwnRecord = Participant & { meetup: Pick<Meetup, 'id' | 'userId' | 'expirationTime'> }

/** A gather's counts: its people, and those of the manage screen's pending banner. */
export interface MeetupCounts {
  /** Everyone in it, organiser included. */
  participants: number
  /** Participants who have not answered (invited or pending). */
  pending: number
  /** E-mail invitations not accepted yet. */
  invitations: number
}

/** Each loader is made on first use: most requests (`{ viewer { … } }`) need none. */
export class Loaders {
  #viewerParticipant: DataLoader<string, OwnRecord | null> | undefined
  #meetupOrganiser: DataLoader<string, string | null> | undefined
  #meetupCounts: DataLoader<string, MeetupCounts> | undefined
  constructor(private readonly viewerId: string | null) {}

  /**
   * A gather's organiser (its userId), which the rules on participants and e-mail invitations
   * read: one query for all the gathers of a response, none for a gather the request already read
   * (`meetup(id:)` primes it).
   */
  get meetupOrganiser() {
    this.#meetupOrganiser ??= new DataLoader<string, string | null>(async (meetupIds) => {
      const rows = await prisma().meetup.findMany({
        where: { id: { in: [...meetupIds] } },
        select: { id: true, userId: true },
      })
      const byId = new Map(rows.map((row) => [row.id, row.userId]))
      return meetupIds.map((id) => byId.get(id) ?? null)
    })
    return this.#meetupOrganiser
  }

  /**
   * The counts of the gathers of a response, all in one statement counted through the indexes on
   * the gather: as Prisma relation counts, each aggregated its whole table before joining (every
   * gather's people, for one gather or a calendar month), and a second count of `participants`
   * (with another filter) cost a query of its own.
   */
  get meetupCounts() {
    this.#meetupCounts ??= new DataLoader<string, MeetupCounts>(
      async (meetupIds) => {
        const ids = Prisma.join(meetupIds.map((id) => Prisma.sql`${id}::uuid`))
        const rows = await prisma().$queryRaw<({ id: string } & MeetupCounts)[]>`
          SELECT m."id",
                 (SELECT count(*) FROM "Participant" p WHERE p."meetupId" = m."id")::int AS "participants",
                 (SELECT count(*) FROM "Participant" p WHERE p."meetupId" = m."id"
                     AND p."invitationStatus" IN ('invited', 'pending'))::int AS "pending",
                 (SELECT count(*) FROM "PendingInvitation" i WHERE i."meetupId" = m."id"
                     AND i."acceptedAt" IS NULL)::int AS "invitations"
            FROM "Meetup" AS m
           WHERE m."id" IN (${ids})`
        const byId = new Map(rows.map((row) => [row.id, row]))
        return meetupIds.map((id) => byId.get(id) ?? { participants: 0, pending: 0, invitations: 0 })
      },
      // Batched, never cached: a mutation's answer counts after its change, whatever came before.
      { cache: false },
    )
    return this.#meetupCounts
  }

  /** The viewer's participant record in a gather, or null (signed out, or not in it). */
  get viewerParticipant() {
    const viewerId = this.viewerId
    this.#viewerParticipant ??= new DataLoader<string, OwnRecord | null>(async (meetupIds) => {
      if (!viewerId) return meetupIds.map(() => null)
      const rows = await prisma().participant.findMany({
        where: { userId: viewerId, meetupId: { in: [...meetupIds] } },
        include: { meetup: { select: { id: true, userId: true, expirationTime: true } } },
      })
      const byMeetup = new Map(rows.map((row) => [row.meetupId, row]))
      return meetupIds.map((id) => byMeetup.get(id) ?? null)
    })
    return this.#viewerParticipant
  }
}

export const createLoaders = (viewerId: string | null) => new Loaders(viewerId)

/**
 * A subscription's context lives as long as its socket: each pushed event gets fresh loaders, so
 * that what the event's fields show follows the viewer's access now, not at subscribe time.
 */
export async function* withFreshLoaders<T>(
  context: { viewer: { id: string } | null; loaders: Loaders },
  events: AsyncIterable<T>,
): AsyncGenerator<T> {
  for await (const event of events) {
    context.loaders = createLoaders(context.viewer?.id ?? null)
    yield event
  }
}

/** The viewer's access to a gather as the rules see it (batched); null without a record in it. */
export async function viewerAccess(context: { viewer: User | null; loaders: Loaders }, meetupId: string) {
  const own = await context.loaders.viewerParticipant.load(meetupId)
  // The own record is read already (batched): the loader reads nothing more.
  return context.viewer && own ? loadGatherAccess(context.viewer, own.meetup, [own]) : null
}
