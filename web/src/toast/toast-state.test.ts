import { describe, expect, it } from 'vitest'
import { isDismissingSwipe, makeToast, toastDefaults, toastReducer } from './toast-state'

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the current one', () => {
    const first = makeToast({ title: 'Login successful', description: 'Welcome back!' })
    const second = makeToast({ title: 'Invitation accepted!' })
    const shown = toastReducer(toastReducer(null, { type: 'show', toast: first }), { type: 'show', toast: second })
    expect(shown).toBe(second)
  })

  it('lasts 5000 ms unless told otherwise, in a region at most 420 px wide', () => {
    expect(makeToast({ title: 'x' }).duration).toBe(5000)
    expect(makeToast({ title: 'x', duration: 1000 }).duration).toBe(1000)
    expect(toastDefaults.maxWidthPx).toBe(420)
    expect(toastDefaults.dismissKey).toBe('F8')
  })

  it('dismisses only the toast the timer belongs to', () => {
    const old = makeToast({ title: 'old' })
    const current = makeToast({ title: 'current' })
    expect(toastReducer(current, { type: 'dismiss', id: old.id })).toBe(current)
    expect(toastReducer(current, { type: 'dismiss', id: current.id })).toBeNull()
    expect(toastReducer(current, { type: 'dismiss' })).toBeNull()
  })

  it('belongs to the screen that raised it, or with `next` to the one the app goes to', () => {
    const here = makeToast({ title: 'Account creation failed' }, '/signup')
    expect(toastReducer(here, { type: 'moved', path: '/signup' })).toBe(here)
    expect(toastReducer(here, { type: 'moved', path: '/email-verification' })).toBeNull()
    const next = makeToast({ title: 'Account created!', next: true }, '/signup')
    const arrived = toastReducer(next, { type: 'moved', path: '/' })
    expect(arrived).toMatchObject({ title: 'Account created!', screen: '/' })
    expect(toastReducer(arrived, { type: 'moved', path: '/settings' })).toBeNull()
  })

  it('is swiped away to the right from 50 px', () => {
    expect(isDismissingSwipe(49)).toBe(false)
    expect(isDismissingSwipe(50)).toBe(true)
    expect(isDismissingSwipe(-80)).toBe(false)
  })
})
