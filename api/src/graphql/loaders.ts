// Per-request batching (DataLoader): what many objects of one response ask for is loaded in
// one query, e.g. the viewer's own participation in each gather of a list.
import type { Meetup, Participant, User } from '@prisma/client'
import DataLoader from 'dataloader'
import { prisma } from '../db.js'
import { accessFromOwnRecord } from '../gathers/access.js'

/** The viewer's own record with what the access rules read of its gather. */
type OwnRecord = Participant & { meetup: Pick<Meetup, 'id' | 'userId' | 'expirationTime'> }

/** Each loader is made on first use: most requests (`{ viewer { … } }`) need none. */
export class Loaders {
  #viewerParticipant: DataLoader<string, OwnRecord | null> | undefined
  constructor(private readonly viewerId: string | null) {}

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
  return accessFromOwnRecord(context.viewer, await context.loaders.viewerParticipant.load(meetupId))
}
