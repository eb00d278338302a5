// One fixed dock at the bottom of the screen for everything that floats there: a screen's own
// floating action ('Enable Live Location', the calendar's +), the sponsored banner and the bottom
// navigation, stacked so that none covers another, above the home indicator's safe area. Its
// measured height is --dock-height: the page keeps that much room at its end and toasts sit
// just above it.
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

export function BottomDock({ bar, children }: { bar: boolean; children?: ReactNode }) {
  const setSlot = useContext(SlotContext)?.setSlot
  const dock = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = dock.current
    if (!element) return
    const root = document.documentElement
    const measure = () => root.style.setProperty('--dock-height', `${element.getBoundingClientRect().height}px`)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--dock-height')
    }
  }, [])

  return (
    <div ref={dock} className={bar ? 'bottom-dock with-bar' : 'bottom-dock'}>
      <section ref={setSlot} className="bottom-dock-actions" aria-label="Screen actions" />
      {children}
    </div>
  )
}
