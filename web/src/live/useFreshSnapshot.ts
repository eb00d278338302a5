// Keeps the live screen's snapshot of the gather fresh without ever throwing into React: a failed
// fetch only says "Reconnecting…" and is tried again (refresh-schedule.ts has the timings). A
// fresh snapshot is also fetched at once when the push connection comes back, when the browser
// comes back online and when the tab is shown again.
import { useCallback, useEffect, useRef, useState } from 'react'
import { onLiveState } from '../relay/environment'
import { isReconnecting, nextRefreshIn } from './refresh-schedule'

export function useFreshSnapshot(options: {
  fetchSnapshot: () => Promise<unknown>
  /** The screen has live pushes (it polls less, and watches the socket). */
  pushed: boolean
  enabled: boolean
}) {
  const { pushed, enabled } = options
  const [failed, setFailed] = useState(false)
  const [liveDown, setLiveDown] = useState(false)
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden')
  const [done, setDone] = useState(0)
  const fetchRef = useRef(options.fetchSnapshot)
  useEffect(() => {
    fetchRef.current = options.fetchSnapshot
  }, [options.fetchSnapshot])
  const inFlight = useRef(false)

  const refresh = useCallback(() => {
    if (inFlight.current) return
    inFlight.current = true
    fetchRef
      .current()
      .then(
        () => setFailed(false),
        (error: unknown) => {
          console.warn('[live] refreshing the gather failed; trying again', error)
          setFailed(true)
        },
      )
      .finally(() => {
        inFlight.current = false
        setDone((n) => n + 1)
      })
  }, [])

  useEffect(() => {
    if (!pushed || !enabled) return
    let wasDown = false
    const stop = onLiveState((state) => {
      if (state === 'down') {
        wasDown = true
        setLiveDown(true)
      } else if (state === 'up') {
        setLiveDown(false)
        if (wasDown) refresh()
        wasDown = false
      }
    })
    return () => {
      stop()
      setLiveDown(false)
    }
  }, [pushed, enabled, refresh])

  useEffect(() => {
    if (!enabled) return
    const onVisibility = () => {
      const nowHidden = document.visibilityState === 'hidden'
      setHidden(nowHidden)
      if (!nowHidden) refresh()
    }
    window.addEventListener('online', refresh)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('online', refresh)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [enabled, refresh])

  useEffect(() => {
    // done: re-armed after every fetch.
    void done
    if (!enabled) return
    const delay = nextRefreshIn({ pushed, liveDown, failed, hidden })
    if (delay === null) return
    const timer = setTimeout(refresh, delay)
    return () => clearTimeout(timer)
  }, [enabled, pushed, liveDown, failed, hidden, done, refresh])

  return { reconnecting: enabled && isReconnecting({ pushed, liveDown, failed }), refresh }
}
