// Here ends on time, not only with a fix: someone who stepped surely outside and then stood still
// (their phone sends nothing without a move), or whose phone went quiet, is looked at again when
// the rule says Here ends (arrivals.service schedules it). The look re-reads the person: one no
// longer Here, or no longer sharing a position, is left as they are (Here stays after sharing
// stops on arrival: that is no silence).
import type { Services } from '../../core/context.js'
import { prisma } from '../../core/db.js'
import { queues } from '../../core/jobs/queues.js'
import { placeOf } from '../place.js'
import { heldPositions, type PositionStore } from '../position-store.service.js'
import type { Arrivals } from './arrivals.service.js'

type Deps = Pick<Services, 'jobs'> & { arrivals: Arrivals; positionStore: PositionStore }

/** The rules for one person Here, at `now`, with no new fix. */
export async function checkHere(deps: Deps, participantId: string, now = new Date()) {
  const person = await prisma().participant.findUnique({
    where: { id: participantId },
    select: {
      meetupId: true,
      status: true,
      statusByHand: true,
      meetup: { select: { locationLat: true, locationLon: true, startTime: true } },
    },
  })
  if (person?.status !== 'here') return
  const held = (await heldPositions(deps.positionStore, person.meetupId, [participantId])).get(participantId)
  if (!held) return
  const position = { lat: held.lat, lon: held.lon, accuracy: null, at: held.lastUpdated }
  await deps.arrivals.reassess(
    [{ participantId, meetupId: person.meetupId, status: person.status, byHand: person.statusByHand, position }],
    placeOf(person.meetup),
    now,
  )
}

export function registerHereCheckJobs(deps: Deps) {
  deps.jobs.register<{ participantId: string }>(queues.hereCheck, ({ participantId }) => checkHere(deps, participantId))
}
