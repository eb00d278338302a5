import { describe, expect, it } from 'vitest'
import { outcome } from './commit'

describe('outcome of a result union', () => {
  it('reads a <Field>Payload as the data', () => {
    expect(outcome({ __typename: 'CreateMeetupPayload', data: { id: 'x' } })).toEqual({ ok: true, data: { id: 'x' } })
  })

  it('reads any other member as a typed error with its message', () => {
    expect(outcome({ __typename: 'ValidationError', message: 'Max 100 characters' })).toEqual({
      ok: false,
      kind: 'ValidationError',
      message: 'Max 100 characters',
    })
  })

  it("keeps a ValidationError's field, when asked for, so a screen can tell which input is at fault", () => {
    expect(outcome({ __typename: 'ValidationError', message: 'This reset link is invalid', field: 'token' })).toEqual({
      ok: false,
      kind: 'ValidationError',
      message: 'This reset link is invalid',
      field: 'token',
    })
  })
})
