import type { ConcreteRequest } from 'relay-runtime'
import { describe, expect, it } from 'vitest'
import participantsPage from '../__generated__/ParticipantsCardPaginationQuery.graphql'
import invitationsPage from '../__generated__/PendingInvitesCardPaginationQuery.graphql'

// The artifacts carry ids; the texts are in the persisted documents the build wrote.
const documents = Object.values(
  import.meta.glob<Record<string, string>>('../../persisted-documents.json', { eager: true, import: 'default' }),
)[0]

// A page read (a refetch after a live change, or "Show more") can be answered before a later add
// or removal; if it carried the gather's counts it would write older counts over newer ones.
describe('the manage lists’ page queries', () => {
  it.each([
    ['people', participantsPage],
    ['e-mail invitations', invitationsPage],
  ] as [string, ConcreteRequest][])('the %s page reads no counts', (_name, query) => {
    const text = documents?.[query.params.id ?? '']
    expect(text).toContain(`query ${query.params.name}`)
    expect(text).not.toMatch(/participantCount|pendingParticipantCount|pendingInvitationCount/)
  })
})
