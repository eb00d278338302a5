// ETA and automatic status as positions arrive: each fix goes through the rules of
// eta.ts and arrival-status.ts with the person's recent fixes (tracks.ts); the ETA rides on the
// position's push, and a status that changes is saved and announced like one set by hand. A
// failure here is logged and costs the push its ETA, never the position. The gather's start
// (lateness.ts) runs the same rules with no new fix, for those who send none.
import type { Prisma } from '../../core/db/prisma.js'
import { prisma } from '../../core/db.js'
import { type JobDriver, queues } from '../../core/jobs/queues.js'
import type { Logger } from '../../core/logger.js'
import type { AppPubSub, EtaView } from '../../core/realtime/pubsub.js'
import { announceParticipant } from '../../gathers/participants.service.js'
import { notifyArrived } from '../../notifications/notify.service.js'
import { noteStatusForSharing } from '../sharing.service.js'
import {
  type ArrivalMemory,
  applyClock,
  applyFix,
  nextHereCheck,
  type PersonState,
  type Status,
} from './arrival-status.js'
import { type Eta, estimateEta, type Fix, type LatLon, trackOf } from './eta.js'
import type { TrackRecord, TrackStore } from './tracks.service.js'

export interface GatherPlace {
  venue: LatLon | null
  startTime: Date | null
}

export interface ObservedFix extends LatLon {
  participantId: string
  meetupId: string
  accuracy: number | null
  /** The device's time of the fix (ms), when it said; else when the server got it. */
  capturedAt: number | null
  receivedAt: Date
}

const view = (eta: Eta): EtaView => ({
  distance: Math.round(eta.distance * 1000) / 1000,
  basis: eta.basis,
  minutes: Math.round(eta.minutes * 10) / 10,
  arrivesAt: eta.arrivesAt.toISOString(),
  lateMinutes: eta.lateMinutes,
})

/** A sharing person as the rules start from: their status and their stored position. */
export interface SharingPerson {
  participantId: string
  meetupId: string
  status: Status
  byHand: boolean
  /** The stored position: the only fix known when the person's track is not (expired, or lost). */
  position: Fix | null
}

/** One person's fixes of one write, in order, with their gather and status as the write found them. */
export interface Observation {
  fixes: readonly ObservedFix[]
  place: GatherPlace
  person: { status: Status; byHand: boolean }
}

/** A person through the rules: their new fixes (none: the clock moved on) at their gather, at `now`. */
interface Step {
  person: SharingPerson
  fixes: readonly ObservedFix[]
  place: { venue: LatLon; startTime: Date | null }
  now: Date
}

const hereCheckLateMs = 5000

const sameMemory = (a: ArrivalMemory, b: ArrivalMemory) =>
  a.here === b.here && a.outsideSince === b.outsideSince && a.seenHereAt === b.seenHereAt && a.heardAt === b.heardAt

export function createArrivals(deps: { tracks: TrackStore; pubSub: AppPubSub; jobs: JobDriver; logger: Logger }) {
  const { tracks } = deps

  /**
   * Saves an automatic status unless the person changed theirs meanwhile (false then); the sharing
   * rule follows it as it follows a status set by hand (Here: sharing stops 10 minutes later).
   */
  async function saveStatus(
    who: { participantId: string },
    from: { status: Status; byHand: boolean },
    to: { status: Status; memory: ArrivalMemory },
    now: Date,
  ): Promise<boolean> {
    const { status, memory } = to
    const where: Prisma.ParticipantWhereInput = {
      id: who.participantId,
      status: from.status,
      statusByHand: from.byHand,
    }
    // Leaving Here keeps when they were last seen there; arriving clears it.
    const seenHereAt =
      status === 'here' ? null : from.status === 'here' && memory.seenHereAt ? new Date(memory.seenHereAt) : undefined
    const data = { status, statusByHand: false, ...(seenHereAt === undefined ? {} : { seenHereAt }) }
    const { count } = await prisma().participant.updateMany({ where, data })
    if (!count) return false
    await noteStatusForSharing(deps, { id: who.participantId, status }, now)
    return true
  }

  /** Tells open screens of a saved status, and the organiser of an arrival as of a tapped "I'm here". */
  async function announceStatus(who: { participantId: string; meetupId: string }, from: Status, status: Status) {
    announceParticipant(deps.pubSub, { id: who.participantId, meetupId: who.meetupId }, 'status')
    if (status !== 'here' || from === 'here') return
    const { userId } = await prisma().participant.findUniqueOrThrow({
      where: { id: who.participantId },
      select: { userId: true },
    })
    await notifyArrived(deps, { meetupId: who.meetupId, userId })
  }

  /**
   * The one path of the rules: each person's new fixes, in order (none: the clock moved on),
   * through applyFix / applyClock from their kept track; a status that changes is saved and
   * announced. The people of one write (or one gather's start) go together: their tracks are read
   * in one round trip to Redis and kept in one. Returns each person's ETA after them, or the
   * error that cost them it.
   */
  async function advance(steps: readonly Step[]): Promise<(Eta | null | Error)[]> {
    const stored = await tracks.get(steps.map((step) => step.person.participantId))
    const runs = steps.map((step) => ({ step, ...applyRules(step, stored.get(step.person.participantId)) }))
    // Saved before the tracks are kept, so that a failed save is tried again with the next fix; the
    // tracks kept before a status is announced, so that a screen reading the person again on
    // that announcement finds the ETA of the fix that changed it, not the one before.
    const saved = await Promise.all(
      runs.map(({ step: { person, now }, state }) => {
        const changed = state.status !== person.status || state.byHand !== person.byHand
        return changed ? saveStatus(person, person, state, now).catch((error: Error) => error) : false
      }),
    )
    const keep = new Map<string, TrackRecord>()
    for (const [i, { step, state, before }] of runs.entries()) {
      const remembered = step.fixes.length > 0 || !sameMemory(before, state.memory)
      if (remembered && !(saved[i] instanceof Error))
        keep.set(step.person.participantId, { fixes: state.fixes, memory: state.memory })
    }
    if (keep.size) await tracks.set(keep)
    await Promise.all(runs.map((run) => checkHereLater(run.step, run.before, run.state.memory)))
    const results: (Eta | null | Error)[] = []
    for (const [i, { step, state, eta }] of runs.entries()) {
      const outcome = saved[i]
      if (outcome instanceof Error) results.push(outcome)
      else if (!outcome) results.push(eta)
      else {
        const announced = announceStatus(step.person, step.person.status, state.status)
        results.push(
          await announced.then(
            () => eta,
            (error: Error) => error,
          ),
        )
      }
    }
    return results
  }

  /**
   * Here can end with no new fix (60 s surely outside, 10 minutes quiet): a job looks again when
   * that is due, a few seconds late, so that a still phone's sharing stop 10 minutes after its
   * arrival (which deletes the position, and keeps Here) comes first. Scheduled as someone becomes Here or steps surely outside, and again by each
   * such look while they stay Here (a look with nothing due yet schedules the next).
   */
  async function checkHereLater(step: Step, before: ArrivalMemory, after: ArrivalMemory) {
    const due = nextHereCheck(after)
    if (due === null) return
    const started = nextHereCheck(before) === null || (before.outsideSince === null && after.outsideSince !== null)
    if (step.fixes.length > 0 && !started) return
    const { participantId } = step.person
    await deps.jobs
      .add(
        queues.hereCheck,
        { participantId },
        {
          delayMs: Math.max(0, due + hereCheckLateMs - step.now.getTime()),
          jobId: `here-check-${participantId}-${due}`,
        },
      )
      .catch((error: unknown) => deps.logger.warn({ err: error, participantId }, 'here check not scheduled'))
  }

  /** A person's state and ETA after their new fixes, or after the clock moved on when there are none. */
  function applyRules({ person, fixes, place, now }: Step, kept: TrackRecord | undefined) {
    const before: ArrivalMemory = kept?.memory ?? {
      here: person.status === 'here',
      outsideSince: null,
      heardAt: person.position?.at ?? null,
    }
    let state: PersonState = {
      fixes: kept?.fixes ?? (fixes.length === 0 && person.position ? [person.position] : []),
      memory: before,
      status: person.status,
      byHand: person.byHand,
    }
    let eta: Eta | null = null
    if (fixes.length === 0) ({ state, eta } = applyClock(state, place, now))
    for (const fix of fixes) {
      const point = {
        lat: fix.lat,
        lon: fix.lon,
        accuracy: fix.accuracy,
        at: fix.capturedAt ?? fix.receivedAt.getTime(),
      }
      const next = applyFix(state, point, place, fix.receivedAt)
      state = next.state
      eta = next.eta ?? eta
    }
    return { state, eta, before }
  }

  return {
    tracks,
    /**
     * Each person's fixes of one write, in order, with their gather and status as the write found
     * them: the ETA after each one's last (null without a venue or on failure).
     */
    async observe(observations: readonly Observation[]): Promise<(EtaView | null)[]> {
      const etas: (EtaView | null)[] = observations.map(() => null)
      const steps: (Step & { index: number })[] = []
      for (const [index, { fixes, place, person }] of observations.entries()) {
        const last = fixes[fixes.length - 1]
        if (!place.venue || !last) continue
        steps.push({
          index,
          person: { participantId: last.participantId, meetupId: last.meetupId, position: null, ...person },
          fixes,
          place: { venue: place.venue, startTime: place.startTime },
          now: last.receivedAt,
        })
      }
      if (steps.length === 0) return etas
      try {
        const results = await advance(steps)
        steps.forEach(({ index, person }, i) => {
          const result = results[i]
          if (result instanceof Error) {
            deps.logger.warn({ err: result, participantId: person.participantId }, 'ETA not computed')
          } else if (result) etas[index] = view(result)
        })
      } catch (error) {
        deps.logger.warn({ err: error, people: steps.length }, 'ETAs not computed')
      }
      return etas
    },

    /**
     * The rules for people who sent nothing new, at `now` (the gather's start job): a person
     * standing still turns Running late once the start passes with their ETA still ahead.
     */
    async reassess(people: readonly SharingPerson[], place: GatherPlace, now: Date): Promise<void> {
      const { venue } = place
      if (!venue || people.length === 0) return
      const results = await advance(
        people.map((person) => ({ person, fixes: [], place: { venue, startTime: place.startTime }, now })),
      )
      const failed = results.find((result) => result instanceof Error)
      if (failed) throw failed
    },

    /** The ETAs of people's stored positions now (snapshots and reads), from their tracks when known. */
    async etas(
      people: readonly { id: string; lat: number; lon: number; lastUpdated: Date; status: Status }[],
      place: GatherPlace,
      now: Date,
    ): Promise<Map<string, EtaView>> {
      const found = new Map<string, EtaView>()
      const { venue } = place
      if (!venue || people.length === 0) return found
      const stored = await tracks.get(people.map((p) => p.id)).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'tracks not read')
        return new Map()
      })
      for (const p of people) {
        const record = stored.get(p.id)
        const fixes = record?.fixes ?? [{ lat: p.lat, lon: p.lon, accuracy: null, at: p.lastUpdated.getTime() }]
        const track = trackOf(fixes)
        if (!track) continue
        const here = record?.memory.here ?? p.status === 'here'
        found.set(p.id, view(estimateEta(track, venue, { here, startTime: place.startTime, now })))
      }
      return found
    },

    /** The person's shared position was deleted: so are their fixes. */
    forget(participantIds: readonly string[]) {
      return tracks.forget(participantIds).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'tracks not deleted')
      })
    },
  }
}

export type Arrivals = ReturnType<typeof createArrivals>
