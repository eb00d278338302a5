import { builder } from '../builder.js'

export const InvitationStatus = builder.enumType('InvitationStatus', {
  values: ['invited', 'pending', 'accepted', 'declined'] as const,
})

export const ParticipantStatus = builder.enumType('ParticipantStatus', {
  values: {
    ON_MY_WAY: { value: 'on_my_way', description: 'On my way' },
    HERE: { value: 'here', description: 'Here' },
    RUNNING_LATE: { value: 'running_late', description: 'Running late' },
    JOINED: { value: 'joined', description: 'Joined' },
    INVITED: { value: 'invited', description: 'Invited' },
  } as const,
})

// Gathers are reachable by their unguessable id or share link (visitors may view them);
// exact positions are on Participant and go to participants only.
builder.prismaNode('Meetup', {
  id: { field: 'id' },
  fields: (t) => ({
    description: t.exposeString('description'),
    locationName: t.exposeString('locationName'),
    locationAddress: t.exposeString('locationAddress', { nullable: true }),
    startTime: t.expose('startTime', { type: 'DateTime', nullable: true }),
    expirationTime: t.expose('expirationTime', { type: 'DateTime', nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    shareableLink: t.exposeString('shareableLink'),
    weatherTemp: t.exposeInt('weatherTemp', { nullable: true }),
    weatherIcon: t.exposeString('weatherIcon'),
    weatherCondition: t.exposeString('weatherCondition', { nullable: true }),
    participants: t.relatedConnection('participants', {
      cursor: 'id',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
})

builder.prismaNode('Participant', {
  id: { field: 'id' },
  fields: (t) => ({
    invitationStatus: t.expose('invitationStatus', { type: InvitationStatus }),
    status: t.expose('status', { type: ParticipantStatus }),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime', nullable: true }),
  }),
})
