import { useEffect, useState } from 'react'

/** The current time, ticking every `everyMs` (countdowns and expiry that change while one looks). */
export function useNow(everyMs = 15_000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
