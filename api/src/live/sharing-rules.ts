// Sharing bound to the gather, as named rules (pure: no database, the clock passed in). The
// service (sharing.service.ts), the location write (location-writer.service.ts, `whyNotStored`),
// the reads of shared positions (`sharedNow`) and the jobs decide by these and nothing else.
import type {
  InvitationStatus,
  LiveSharing,
  Meetup,
  ParticipantStatus,
  Prisma,
  SharingPrecision,
} from '../core/db/prisma.js'
import { type GatherAccess, isEnded } from '../gathers/policy.js'
import type { HeldPosition } from './position-store.service.js'

/** Sharing starts on its own from this long before the start (when the live screen is open). */
export const startWindowMs = 2 * 60 * 60 * 1000
/** Sharing stops this long after the person arrived (their status became Here). */
export const arrivalGraceMs = 10 * 60 * 1000
/** Approximate positions are rounded to this many decimal degrees: 0.01° is about 1.1 km. */
export const approximateDecimals = 2

export type SharingState = 'off' | 'waiting' | 'sharing' | 'paused' | 'stopped' | 'ended'

type Sharing = Pick<LiveSharing, 'precision' | 'consentedAt' | 'stoppedAt' | 'pausedAt' | 'arrivedAt'>
type Times = Pick<Meetup, 'startTime' | 'expirationTime'>

/** Rounds half away from zero. */
export function roundApproximate(value: number): number {
  const scale = 10 ** approximateDecimals
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale
}

export const sharingRules = {
  /** Only the person's own accepted record shares (the organiser's included). */
  canShare: (access: GatherAccess) => access.participant?.invitationStatus === 'accepted',

  /** When sharing may start: two hours before the start (now, for a gather without a start). */
  startsAt: (meetup: Times): Date | null =>
    meetup.startTime ? new Date(meetup.startTime.getTime() - startWindowMs) : null,

  inStartWindow: (meetup: Times, now: Date) => {
    const starts = sharingRules.startsAt(meetup)
    return !isEnded(meetup, now) && (starts === null || starts <= now)
  },

  /** Where a person's sharing stands; `null` sharing: they never consented in this gather. */
  state(sharing: Sharing | null, meetup: Times, now: Date): SharingState {
    if (isEnded(meetup, now)) return 'ended'
    if (!sharing) return 'off'
    if (sharing.stoppedAt) return 'stopped'
    if (!sharingRules.inStartWindow(meetup, now)) return 'waiting'
    return sharing.pausedAt ? 'paused' : 'sharing'
  },

  /**
   * Why a position sent by `userId` for this record is not stored; null: it is. No consent row: a
   * client of the spec's API that shares on its own, taken as exact (the web app always asks
   * first). Otherwise only while sharing (or paused: the screen resumes as it is shown again) and
   * never for status only.
   */
  whyNotStored(record: StoreFacts | null, userId: string, now: Date): NotStored | null {
    if (!record) return 'no-record'
    if (record.userId !== userId) return 'not-yours'
    if (record.invitationStatus !== 'accepted') return 'not-joined'
    if (isEnded(record.meetup, now)) return 'ended'
    const { sharing } = record
    if (!sharing) return null
    if (sharing.precision === 'status_only') return 'status-only'
    const state = sharingRules.state(sharing, record.meetup, now)
    return state === 'stopped' || state === 'waiting' ? state : null
  },

  /** What is stored of a position: exact as sent, approximate rounded to about 1 km, else nothing. */
  stored(precision: SharingPrecision, at: { lat: number; lon: number }) {
    if (precision === 'status_only') return null
    if (precision === 'exact') return at
    return { lat: roundApproximate(at.lat), lon: roundApproximate(at.lon) }
  },

  /** Less precise than before: what was stored at the old precision is deleted at once. */
  lessPrecise: (from: SharingPrecision, to: SharingPrecision) => precisionRank[to] < precisionRank[from],

  /** When arrival stops sharing: 10 minutes after the status became Here, if it still is. */
  arrivalStopAt(sharing: Pick<Sharing, 'arrivedAt' | 'stoppedAt'>, status: ParticipantStatus): Date | null {
    if (sharing.stoppedAt || status !== 'here' || !sharing.arrivedAt) return null
    return new Date(sharing.arrivedAt.getTime() + arrivalGraceMs)
  },

  arrivalStopDue(sharing: Pick<Sharing, 'arrivedAt' | 'stoppedAt'>, status: ParticipantStatus, now: Date) {
    const at = sharingRules.arrivalStopAt(sharing, status)
    return at !== null && at <= now
  },
}

/** What the position's check reads of a record. */
export interface StoreFacts {
  userId: string
  invitationStatus: InvitationStatus
  sharing: Sharing | null
  meetup: Times
}

export type NotStored = 'no-record' | 'not-yours' | 'not-joined' | 'ended' | 'status-only' | 'waiting' | 'stopped'

/**
 * A person's position is shared now: they are in the gather and the position store holds a
 * position of theirs (every way it ends deletes it: stop, less precision, expiry, the gather's
 * end, removal). What the map, the arrival board, travel times and the live streams show.
 */
export const sharedNow = (
  p: { invitationStatus: InvitationStatus },
  position: HeldPosition | null | undefined,
): position is HeldPosition => p.invitationStatus === 'accepted' && position != null

/** The records of one gather whose positions `sharedNow` may show (Prisma): those in it. */
export const sharingCandidatesWhere = (meetupId: string) =>
  ({ meetupId, invitationStatus: 'accepted' }) satisfies Prisma.ParticipantWhereInput

const precisionRank: Record<SharingPrecision, number> = { status_only: 0, approximate: 1, exact: 2 }
