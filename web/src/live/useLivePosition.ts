// The device's live position for the live screen: a high-accuracy watch
// with a 30 s timeout, a single low-accuracy read if no fix came within 15 s, and 'waitingTooLong'
// after 10 s without a fix (the screen then shows 'Enable Live Location', which calls enable()).
// The watch keeps going after errors: Chromium's emulation reports POSITION_UNAVAILABLE before each
// change, and real phones lose the signal indoors. Fixes go to the server through the position
// sender's rules. GPS and send failures are only logged (console.warn), never shown.
import { useCallback, useEffect, useRef, useState } from 'react'
import { onLiveState } from '../relay/session'
import { createPositionSender, type FixMeta, type PositionSender, sendingRules } from './position-sender'

/** The Settings switch (SettingsScreen.tsx) stores 'off' here when location sharing is off. */
export const locationSharingKey = 'gather-location-sharing'

export function isLocationSharingOn(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  try {
    return storage?.getItem(locationSharingKey) !== 'off'
  } catch {
    return true
  }
}

export interface LiveTiming {
  /** The watch's timeout option (spec: 30 s). */
  watchTimeoutMs: number
  /** One getCurrentPosition read when the watch gave nothing for this long (spec: 15 s). */
  singleReadFallbackMs: number
  /** waitingTooLong after this long without a fix (spec: 10 s). */
  waitingTooLongMs: number
  /** The sender's minimum gap between sends (spec: 5 s). */
  minIntervalMs: number
  /** The sender's heartbeat; 0 (default) is off. */
  heartbeatMs: number
}

export const liveTiming: LiveTiming = {
  watchTimeoutMs: 30_000,
  singleReadFallbackMs: 15_000,
  waitingTooLongMs: 10_000,
  minIntervalMs: sendingRules.minIntervalMs,
  heartbeatMs: 0,
}

export interface LiveFix {
  lat: number
  lon: number
  accuracy: number
  timestamp: number
}

export interface UseLivePositionOptions {
  /** The viewer's participant id in this gather; null until known (fixes are held meanwhile). */
  participantId: string | null
  /** Sends a position to the server, e.g. a mutation; a rejected promise is logged and retried on the next fix. */
  send: (lat: number, lon: number, participantId: string, meta: FixMeta) => unknown
  /** Watch at all. Defaults to the Settings' Location Sharing switch. */
  enabled?: boolean
  /** Override timings (tests). */
  timing?: Partial<LiveTiming>
  /** Defaults to navigator.geolocation. */
  geolocation?: Geolocation
}

export interface LivePosition {
  position: LiveFix | null
  error: GeolocationPositionError | null
  /** No fix within 10 s of (re)starting: show the 'Enable Live Location' button. */
  waitingTooLong: boolean
  /** Re-requests permission and position: restarts the watch and the 10 s wait. */
  enable: () => void
}

const warn = (message: string, detail?: unknown) => console.warn(message, detail)

export function useLivePosition({
  participantId,
  send,
  enabled: enabledOption,
  timing: timingOverrides,
  geolocation,
}: UseLivePositionOptions): LivePosition {
  const [sharingOn] = useState(() => isLocationSharingOn())
  const enabled = enabledOption ?? sharingOn
  const geo = geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation)
  const [position, setPosition] = useState<LiveFix | null>(null)
  const [error, setError] = useState<GeolocationPositionError | null>(null)
  const [waitingTooLong, setWaitingTooLong] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // Timings are read once: changing them mid-watch is not supported.
  const timing = useRef({ ...liveTiming, ...timingOverrides }).current
  const sendRef = useRef(send)
  useEffect(() => {
    sendRef.current = send
  }, [send])

  const senderRef = useRef<PositionSender | null>(null)
  senderRef.current ??= createPositionSender((id, lat, lon, meta) => sendRef.current(lat, lon, id, meta), {
    minIntervalMs: timing.minIntervalMs,
    heartbeatMs: timing.heartbeatMs,
    warn,
  })
  const sender = senderRef.current

  // One timer for the sender's deferred sends, re-armed after every change.
  const tickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const schedule = useCallback(() => {
    clearTimeout(tickTimer.current)
    const at = sender.nextTickAt()
    if (at === null) return
    tickTimer.current = setTimeout(
      () => {
        sender.tick()
        schedule()
      },
      Math.max(0, at - Date.now()),
    )
  }, [sender])
  useEffect(() => () => clearTimeout(tickTimer.current), [])

  useEffect(() => {
    sender.setParticipant(participantId)
    schedule()
  }, [sender, participantId, schedule])

  // Positions live in the server's memory or Redis: when the live connection comes back (it may be
  // a restarted server that forgot them), the latest fix goes again.
  useEffect(() => {
    let wasDown = false
    return onLiveState((state) => {
      if (state === 'down') wasDown = true
      else if (state === 'up' && wasDown) {
        wasDown = false
        sender.again()
        schedule()
      }
    })
  }, [sender, schedule])

  useEffect(() => {
    // attempt: enable() restarts this effect.
    void attempt
    setWaitingTooLong(false)
    if (!enabled) return
    if (!geo) {
      warn('[live] this browser has no geolocation')
      setWaitingTooLong(true)
      return
    }
    let gotFix = false
    const onPosition = (p: GeolocationPosition) => {
      gotFix = true
      setPosition({
        lat: p.coords.latitude,
        lon: p.coords.longitude,
        accuracy: p.coords.accuracy,
        timestamp: p.timestamp,
      })
      setError(null)
      setWaitingTooLong(false)
      sender.fix(p.coords.latitude, p.coords.longitude, p.coords.accuracy)
      schedule()
    }
    const onError = (e: GeolocationPositionError) => {
      sender.error(e)
      setError(e)
    }
    const watchId = geo.watchPosition(onPosition, onError, {
      enableHighAccuracy: true,
      timeout: timing.watchTimeoutMs,
      maximumAge: 0,
    })
    const waiting = setTimeout(() => {
      if (!gotFix) setWaitingTooLong(true)
    }, timing.waitingTooLongMs)
    const fallback = setTimeout(() => {
      if (!gotFix) {
        geo.getCurrentPosition(onPosition, onError, {
          enableHighAccuracy: false,
          timeout: timing.watchTimeoutMs,
          maximumAge: 60_000,
        })
      }
    }, timing.singleReadFallbackMs)
    return () => {
      geo.clearWatch(watchId)
      clearTimeout(waiting)
      clearTimeout(fallback)
    }
  }, [enabled, geo, attempt, sender, schedule, timing])

  const enable = useCallback(() => setAttempt((n) => n + 1), [])

  return { position, error, waitingTooLong: enabled && waitingTooLong, enable }
}
