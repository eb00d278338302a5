import { describe, expect, it } from 'vitest'
import { addMemberFailure } from './add-member-failure'

describe('a failed add to a group', () => {
  it('says the person was not found for a Gather ID nobody has', () => {
    expect(addMemberFailure({ kind: 'GatherIdNotFoundError', message: 'User not found' })).toEqual({
      title: 'Person not found',
      description: "We couldn't find anyone with that Gather ID. Please check the spelling and try again.",
    })
  })

  it("says they are already added, in the server's words, for a ConflictError", () => {
    expect(
      addMemberFailure({ kind: 'ConflictError', message: 'This contact is already a member of this group' }),
    ).toEqual({ title: 'Already added', description: 'This contact is already a member of this group' })
  })

  it('says a missing group is not a missing person', () => {
    expect(addMemberFailure({ kind: 'NotFoundError', message: 'Group not found' })).toEqual({
      title: 'Unable to add member',
      description: 'Group not found',
    })
  })
})
