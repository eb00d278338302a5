import type { ConcreteRequest } from 'relay-runtime'
import { describe, expect, it } from 'vitest'
import participantsPage from '../__generated__/ParticipantsCardPaginationQuery.graphql'
import invitationsPage from '../__generated__/PendingInvitesCardPaginationQuery.graphql'

// A page read (a refetch after a live change, or "Show more") can be answered before a later add
// or removal; if it carried the gather's counts it would write older counts over newer ones.
describe('the manage lists’ page queries', () => {
  it.each([
    ['people', participantsPage],
    ['e-mail invitations', invitationsPage],
  ] as [string, ConcreteRequest][])('the %s page reads no counts', (_name, query) => {
    expect(query.params.text).toBeTruthy()
    expect(query.params.text).not.toMatch(/participantCount|pendingParticipantCount|pendingInvitationCount/)
  })
})
