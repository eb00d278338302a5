// What a failed 'Add Member to Group' says, read from the error's type (never its wording).

/** The toast for a failed add, by the error's type: no one has that Gather ID, or already in. */
export function addMemberFailure(failure: { kind: string; message: string }): { title: string; description: string } {
  if (failure.kind === 'GatherIdNotFoundError') {
    return {
      title: 'Person not found',
      description: "We couldn't find anyone with that Gather ID. Please check the spelling and try again.",
    }
  }
  // The server's sentence says who: "This person (or contact) is already a member of this group".
  if (failure.kind === 'ConflictError') return { title: 'Already added', description: failure.message }
  return { title: 'Unable to add member', description: failure.message || 'Please try again' }
}
