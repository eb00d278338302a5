// React.lazy, except that a chunk which failed to load (the server was unreachable) can be asked
// for again: React.lazy keeps the first failure for good. The failure still reaches the screen's
// error boundary; its reset (Try again, or its own retry) calls retryFailedChunks() first.
import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy as reactLazy,
} from 'react'

const failed = new Set<() => void>()

/** Lets every chunk that failed to load be fetched again on its next render. */
export function retryFailedChunks() {
  for (const renew of [...failed]) renew()
  failed.clear()
}

// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let current: LazyExoticComponent<T>
  const renew = () => {
    current = reactLazy(attempt)
  }
  const attempt = (): Promise<{ default: T }> =>
    load().catch((error: unknown) => {
      failed.add(renew)
      throw error
    })
  renew()
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per screen at module level
  return function Retryable(props: ComponentProps<T>) {
    return createElement(current, props)
  }
}
