// The client's side of the stream-end contract: an access end arrives as a graphql-ws `error`
// with one error { message, extensions: { code: 'ACCESS_ENDED', reason } }; a session end closes
// the socket with 4401. And the answers that mean "not signed in" for queries and mutations.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toStreamError } from './environment'
import {
  accessEnded,
  isUnauthenticated,
  onSessionEnd,
  readResponseForSessionEnd,
  StreamError,
  setSignedIn,
} from './session'

afterEach(() => setSignedIn(false))

describe('a live stream that ends', () => {
  it('reads ACCESS_ENDED with its reason and message from the error payload', () => {
    const error = toStreamError([
      { message: 'You were removed from this gather.', extensions: { code: 'ACCESS_ENDED', reason: 'removed' } },
    ])
    expect(accessEnded(error)).toEqual({ message: 'You were removed from this gather.', reason: 'removed' })
  })

  it('does not take other stream errors for an access end', () => {
    expect(accessEnded(toStreamError([{ message: 'Unexpected error.' }]))).toBeNull()
    expect(accessEnded(new Error('ACCESS_ENDED'))).toBeNull()
    const closed = toStreamError({ code: 4401, reason: 'Session ended' })
    expect(closed).toBeInstanceOf(StreamError)
    expect((closed as StreamError).closeCode).toBe(4401)
    expect(accessEnded(closed)).toBeNull()
  })
})

describe('the session ending', () => {
  it('knows the answers that mean "not signed in"', () => {
    expect(isUnauthenticated(401, {})).toBe(true)
    expect(isUnauthenticated(200, { data: { viewer: null } })).toBe(true)
    expect(isUnauthenticated(200, { data: { createMeetup: { __typename: 'UnauthorizedError', message: 'x' } } })).toBe(
      true,
    )
    expect(isUnauthenticated(200, { errors: [{ message: 'Not authorized to resolve Query.home' }] })).toBe(true)
    expect(isUnauthenticated(200, { data: { viewer: { id: '1' } } })).toBe(false)
    expect(isUnauthenticated(200, { data: { meetup: null } })).toBe(false)
    expect(isUnauthenticated(200, { data: { joinMeetup: { __typename: 'ForbiddenError' } } })).toBe(false)
  })

  it('tells the app once, and only when it thought it was signed in', () => {
    const listener = vi.fn()
    const stop = onSessionEnd(listener)
    readResponseForSessionEnd(200, { data: { viewer: null } })
    expect(listener).not.toHaveBeenCalled()
    setSignedIn(true)
    readResponseForSessionEnd(200, { data: { viewer: null } })
    readResponseForSessionEnd(401, {})
    expect(listener).toHaveBeenCalledTimes(1)
    // Signed in again (a new session): a later end is told again.
    setSignedIn(true)
    readResponseForSessionEnd(401, {})
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
  })
})
