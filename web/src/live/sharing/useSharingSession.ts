// Honest web sharing: while the device shares, the screen is kept awake (Screen Wake Lock), and
// when the page is hidden or the phone locks, the server is told "paused" so that the others see
// "paused since 14:05" rather than a marker that looks live. Shown again: the lock is taken
// again and sharing resumes. A browser without a wake lock only loses the lock (logged).
import { useEffect, useRef, useState } from 'react'
import { type OwnSharing, sharesPosition } from './sharing'

export function useSharingSession(options: {
  /** The device shares its position now. */
  active: boolean
  /** The server holds this person's sharing as paused. */
  paused: boolean
  setPaused: (paused: boolean) => Promise<unknown>
}) {
  const { active, paused } = options
  const setPausedRef = useRef(options.setPaused)
  setPausedRef.current = options.setPaused
  const pausedRef = useRef(paused)
  pausedRef.current = paused

  useEffect(() => {
    if (!active) return
    let lock: WakeLockSentinel | null = null
    let gone = false
    const report = (value: boolean) => {
      if (pausedRef.current === value) return
      pausedRef.current = value
      setPausedRef.current(value).catch((error: unknown) => console.warn('[live] paused state not sent', error))
    }
    const acquire = async () => {
      if (!('wakeLock' in navigator) || lock) return
      try {
        const sentinel = await navigator.wakeLock.request('screen')
        if (gone) void sentinel.release()
        else {
          lock = sentinel
          sentinel.addEventListener('release', () => {
            if (lock === sentinel) lock = null
          })
        }
      } catch (error) {
        console.warn('[live] the screen may lock while sharing', error)
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void acquire()
        report(false)
      } else {
        // The browser releases the lock itself when the page is hidden; let go of ours too, so
        // that it is asked for again when the page is shown.
        void lock?.release()
        lock = null
        report(true)
      }
    }
    onVisibility()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      gone = true
      document.removeEventListener('visibilitychange', onVisibility)
      void lock?.release()
      lock = null
    }
  }, [active])
}

/** Whether the device shares now; turns true by itself when the start window opens. */
export function useSharesPosition(sharing: OwnSharing | null) {
  const [now, setNow] = useState(Date.now)
  const startsAt = sharing?.state === 'WAITING' && sharing.startsAt ? Date.parse(sharing.startsAt) : null
  useEffect(() => {
    if (startsAt === null || startsAt <= Date.now()) return
    const timer = setTimeout(() => setNow(Date.now()), Math.min(startsAt - Date.now(), 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [startsAt])
  return sharesPosition(sharing, Math.max(now, Date.now()))
}
