// Tells everyone where they are after a route change: the document title names the screen (and the
// gather it shows, once loaded), and focus moves to the new screen's heading, which screen readers
// read out (no extra live region: that would say it twice). The first page load keeps the browser's own focus and reading order.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { focusPageHeading, pageHeading } from './page-focus'
import { pageTitle, useSubjectOf } from './page-title'

interface Leaving {
  heading: HTMLElement | null
  text: string
}

export function RouteAnnouncer({ signedIn }: { signedIn: boolean }) {
  const location = useLocation()
  const title = pageTitle(location, signedIn, useSubjectOf(location.pathname))
  const shown = useRef(location.pathname)
  const leaving = useRef<Leaving | null>(null)
  // Rendering for a new path: the DOM still shows the screen being left. Note its heading, so
  // that the new screen's heading can be told apart from it.
  if (shown.current !== location.pathname) {
    shown.current = location.pathname
    const heading = pageHeading()
    leaving.current = { heading, text: heading?.textContent ?? '' }
  }

  useEffect(() => {
    document.title = title
  }, [title])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new path, read from the ref the render set
  useEffect(() => {
    const left = leaving.current
    if (!left) return
    // The new screen may still be loading (its code or its query): wait for its own heading.
    const arrived = () => {
      const heading = pageHeading()
      if (!heading || (heading === left.heading && heading.textContent === left.text)) return false
      leaving.current = null
      focusPageHeading(heading)
      return true
    }
    if (arrived()) return
    const observer = new MutationObserver(() => {
      if (arrived()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [location.pathname])

  return null
}
