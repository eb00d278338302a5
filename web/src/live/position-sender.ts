// When the live screen sends the device's position:
// - the first fix is sent at once;
// - after that, a fix is sent when latitude or longitude moved by more than 0.00005° AND at least
//   5 s passed since the last send. A move that comes sooner is kept and sent by tick() once the
//   5 s are up (both conditions hold then), so the last position before someone stops is not lost;
// - a fix captured before the participant is known is held, and sent when the participant becomes
//   known only if it is under 2 minutes old;
// - failures (of the GPS or of the send) are only logged, and never stop sending. After a failed
//   send, or when the connection comes back (`again`), the next fix is sent even without a move;
// - a send refused for the hour's API points (RateLimited) pauses sending until the reset time:
//   nothing is sent before it (no retry loop), then the latest fix goes at once.
// Pure and clock-injectable: no timers here; the caller runs tick() at nextTickAt().

export const sendingRules = { minDeltaDeg: 0.00005, minIntervalMs: 5000, heldMaxAgeMs: 120_000 } as const

/** What the server's ETA rules weigh a position by: its accuracy (metres) and when it was taken. */
export interface FixMeta {
  accuracy: number | null
  capturedAt: number
}

/** The server refused a position because the caller's hourly points are spent (RATE_LIMITED). */
export class RateLimited extends Error {
  override name = 'RateLimited'
  constructor(
    message: string,
    /** When the points are whole again (epoch ms). */
    readonly resetAt: number,
  ) {
    super(message)
  }
}

export type SendPosition = (participantId: string, lat: number, lon: number, meta: FixMeta) => unknown
export type SendDecision = 'sent' | 'held' | 'deferred' | 'skipped'

export interface PositionSenderOptions {
  now?: () => number
  minDeltaDeg?: number
  minIntervalMs?: number
  heldMaxAgeMs?: number
  /** Re-send the last fix after this long without a send, so still people stay fresh. 0 (default): off. */
  heartbeatMs?: number
  warn?: (message: string, detail?: unknown) => void
}

export interface PositionSender {
  /** A new fix from the device. */
  fix(lat: number, lon: number, accuracy?: number | null): SendDecision
  /** The participant became known (or changed, or went away). Sends a held fix under 2 minutes old. */
  setParticipant(id: string | null): SendDecision | null
  /** A position error: logged, nothing else. */
  error(error: unknown): void
  /** Sends a deferred move (or heartbeat) when due. */
  tick(): SendDecision | null
  /**
   * The server may have forgotten the position (the connection came back, perhaps to a restarted
   * server): the latest fix goes again, moved or not, as soon as the interval allows.
   */
  again(): SendDecision | null
  /** When tick() has something to do, or null. */
  nextTickAt(): number | null
}

interface Fix {
  lat: number
  lon: number
  at: number
  accuracy?: number | null
}

const describeError = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error
    ? `${'code' in error ? `${String(error.code)} ` : ''}${String(error.message)}`
    : String(error)

export function createPositionSender(send: SendPosition, options: PositionSenderOptions = {}): PositionSender {
  const now = options.now ?? Date.now
  const minDelta = options.minDeltaDeg ?? sendingRules.minDeltaDeg
  const minInterval = options.minIntervalMs ?? sendingRules.minIntervalMs
  const heldMaxAge = options.heldMaxAgeMs ?? sendingRules.heldMaxAgeMs
  const heartbeat = options.heartbeatMs ?? 0
  const warn = options.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail))

  let participantId: string | null = null
  let latest: Fix | null = null
  let lastSent: Fix | null = null
  let deferred = false
  let resendDue = false
  /** Sending is paused until then (a rate limit's reset); 0: not paused. */
  let pausedUntil = 0
  const paused = () => now() < pausedUntil

  const transmit = (id: string, fix: Fix): SendDecision => {
    const sent: Fix = { lat: fix.lat, lon: fix.lon, at: now() }
    lastSent = sent
    deferred = false
    resendDue = false
    const failed = (error: unknown) => {
      warn('[live] sending the position failed', describeError(error))
      if (lastSent !== sent) return
      resendDue = true
      if (error instanceof RateLimited && error.resetAt > now()) {
        pausedUntil = error.resetAt
        deferred = true
      }
    }
    try {
      const result = send(id, fix.lat, fix.lon, { accuracy: fix.accuracy ?? null, capturedAt: fix.at })
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        ;(result as Promise<unknown>).then(undefined, failed)
      }
    } catch (error) {
      failed(error)
    }
    return 'sent'
  }

  const consider = (id: string, fix: Fix): SendDecision => {
    if (paused()) {
      deferred = true
      return 'deferred'
    }
    pausedUntil = 0
    if (!lastSent) return transmit(id, fix)
    const moved =
      resendDue || Math.abs(fix.lat - lastSent.lat) > minDelta || Math.abs(fix.lon - lastSent.lon) > minDelta
    if (!moved) {
      deferred = false
      return 'skipped'
    }
    if (now() - lastSent.at >= minInterval) return transmit(id, fix)
    deferred = true
    return 'deferred'
  }

  return {
    fix(lat, lon, accuracy) {
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
        warn('[live] ignoring a fix without coordinates', { lat, lon })
        return 'skipped'
      }
      latest = { lat, lon, at: now(), accuracy: Number.isFinite(accuracy) ? accuracy : null }
      if (participantId === null) return 'held'
      return consider(participantId, latest)
    },

    setParticipant(id) {
      if (id === participantId) return null
      participantId = id
      lastSent = null
      deferred = false
      resendDue = false
      if (id === null || !latest) return null
      if (now() - latest.at < heldMaxAge) return consider(id, latest)
      latest = null
      return 'skipped'
    },

    error(error) {
      warn('[live] position error', describeError(error))
    },

    tick() {
      if (participantId === null || !latest || paused()) return null
      if (pausedUntil) {
        // The pause is over: what was held back goes at once.
        pausedUntil = 0
        if (deferred) return transmit(participantId, latest)
      }
      if (!lastSent) return null
      const since = now() - lastSent.at
      if (deferred && since >= minInterval) return transmit(participantId, latest)
      if (heartbeat > 0 && since >= heartbeat) return transmit(participantId, latest)
      return null
    },

    again() {
      if (participantId === null || !latest) return null
      resendDue = true
      return consider(participantId, latest)
    },

    nextTickAt() {
      if (participantId === null) return null
      if (pausedUntil) return deferred ? pausedUntil : null
      if (!lastSent) return null
      const due: number[] = []
      if (deferred) due.push(lastSent.at + minInterval)
      if (heartbeat > 0) due.push(lastSent.at + heartbeat)
      return due.length ? Math.min(...due) : null
    },
  }
}
