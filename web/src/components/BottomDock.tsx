// One fixed dock at the bottom of the screen for everything that floats there: a screen's own
// floating action ('Enable Live Location', the calendar's +), the sponsored banner and the bottom
// navigation, stacked so that none covers another, above the home indicator's safe area. The
// height of its contents is --dock-height: the page keeps that much room at its end and toasts sit
// just above it. The dock's own box spans the window (taps pass through it) with the contents at
// its foot, so that an action or banner arriving after the first paint adds itself above the
// navigation without moving the dock's box: no layout shift.
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

interface Dock {
  slot: HTMLElement | null
  setSlot: (element: HTMLElement | null) => void
}
const SlotContext = createContext<Dock | null>(null)

export function DockProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  return <SlotContext.Provider value={{ slot, setSlot }}>{children}</SlotContext.Provider>
}

/** Renders a screen's floating action into the dock, above the banner and the navigation (in place without a dock). */
export function InDock({ children }: { children: ReactNode }) {
  const dock = useContext(SlotContext)
  if (!dock) return <>{children}</>
  return dock.slot ? createPortal(children, dock.slot) : null
}

/**
 * The banner's room while it loads (it nearly always comes: a general suggestion when the local
 * ones fail), so that a floating action above it does not move when it arrives.
 */
export const BannerRoom = () => <div className="banner-room" aria-hidden="true" />

export function BottomDock({ bar, children }: { bar: boolean; children?: ReactNode }) {
  const setSlot = useContext(SlotContext)?.setSlot
  const dock = useRef<HTMLDivElement>(null)

  const observer = useRef<ResizeObserver | null>(null)
  useLayoutEffect(() => {
    const element = dock.current
    if (!element) return
    const root = document.documentElement
    // From the top of the highest shown child to the dock's foot (its safe-area padding included).
    const measure = () => {
      const tops = [...element.children].map((c) => c.getBoundingClientRect()).filter((r) => r.height > 0)
      const bottom = element.getBoundingClientRect().bottom
      const height = tops.length
        ? bottom - Math.min(...tops.map((r) => r.top))
        : Number.parseFloat(getComputedStyle(element).paddingBottom) || 0
      root.style.setProperty('--dock-height', `${height}px`)
    }
    observer.current = new ResizeObserver(measure)
    return () => {
      observer.current?.disconnect()
      observer.current = null
      root.style.removeProperty('--dock-height')
    }
  }, [])
  // The children change with the screen (the navigation and banner come and go): watch those shown.
  useLayoutEffect(() => {
    const element = dock.current
    const watching = observer.current
    if (!element || !watching) return
    watching.disconnect()
    for (const child of element.children) watching.observe(child)
  })

  return (
    <div ref={dock} className={bar ? 'bottom-dock with-bar' : 'bottom-dock'}>
      <section ref={setSlot} className="bottom-dock-actions" aria-label="Screen actions" />
      {children}
    </div>
  )
}
