// A lazily loaded screen that can be fetched ahead of its render (on navigation, or at start in
// parallel with the viewer query) and renders at once, without a fallback, once loaded.
import { type ComponentType, createElement, useState } from 'react'
import { lazy } from './lib/lazy'

export interface LazyRoute<P> {
  (props: P): ReturnType<typeof createElement>
  preload(): Promise<unknown>
}

export function lazyRoute<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): LazyRoute<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    loading ??= factory().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // Offline: asked for again on the next try (lib/lazy renews the lazy component).
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(preload)
  // A screen keeps the way it was mounted: React may finish a suspended Lazy without rendering
  // this wrapper again, and switching to the loaded component on a later render would mount the
  // screen afresh, dropping whatever the person had typed into it.
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per screen at module level, like lazy()
  const Route = (props: P) => {
    const [direct] = useState(() => loaded)
    return direct ? createElement(direct, props) : createElement(Lazy, props)
  }
  return Object.assign(Route, { preload })
}
