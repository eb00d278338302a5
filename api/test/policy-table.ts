// The one policy table: for every REST route, every GraphQL field, node(id) of every type and
// both live sockets, what each role gets. The parity test (policy-parity.test.ts) runs every
// cell against the app as served, and fails for a route or field that has no row here.
//
// Roles are relative to one gather: a visitor (signed out), a stranger (signed in, not in it),
// someone invited, someone who declined, an accepted participant, someone the organiser removed,
// and the organiser. For the streams two more: signed out, and account deleted, after subscribing.

export const roles = ['visitor', 'stranger', 'invited', 'declined', 'accepted', 'removed', 'organiser'] as const
export type Role = (typeof roles)[number]
export const streamRoles = [...roles, 'signed-out-after', 'deleted-after'] as const
export type StreamRole = (typeof streamRoles)[number]

/** What is visible in an answer about the gather. */
export interface Sees {
  venue: boolean
  positions: boolean
  /** When and how often people sent positions (lastUpdated, locationSequence). */
  freshness: boolean
  gatherIds: boolean
  emails: boolean
  /** The share link, which joins (never learnt from the id alone). */
  link: boolean
}

/** REST: the HTTP status; GraphQL: ok, refused (401/403/404 or null), conflict. Plus what is visible. */
export type Outcome = number | 'ok' | 'refused' | 'conflict'
export interface Cell {
  outcome: Outcome
  sees?: Sees
}

/** Rows that do not depend on a gather: anyone; any signed-in person; the owner of the thing. */
export type Kind = 'anyone' | 'signed-in' | 'owner'
export type Row = Kind | Record<Role, Cell>

const seesNothing: Sees = {
  venue: false,
  positions: false,
  freshness: false,
  gatherIds: false,
  emails: false,
  link: false,
}
const names: Sees = { ...seesNothing, gatherIds: true }
const invitedNames: Sees = { ...names, link: true }
const inside: Sees = { ...seesNothing, venue: true, positions: true, freshness: true, gatherIds: true, link: true }
const managing: Sees = { ...inside, emails: true }
const emailsOnly: Sees = { ...seesNothing, emails: true }
/** A calendar file: the join link for those with a record, the venue's GEO for those in it. */
const calendarFile = (venue: boolean): Sees => ({ ...seesNothing, venue, link: true })

/** Builds a row from the outcomes in role order. */
function row(outcomes: Outcome[], sees?: Sees[]): Record<Role, Cell> {
  return Object.fromEntries(
    roles.map((role, i) => [role, { outcome: outcomes[i] as Outcome, ...(sees ? { sees: sees[i] } : {}) }]),
  ) as Record<Role, Cell>
}

//                          visitor    stranger   invited    declined   accepted   removed    organiser
const readGather = (ok: Outcome, organiser = inside) =>
  row([ok, ok, ok, ok, ok, ok, ok], [seesNothing, names, invitedNames, invitedNames, inside, names, organiser])
const organiserOnly = (ok: Outcome, denied: Outcome = 403) => row([401, denied, denied, denied, denied, denied, ok])
const organiserOnlyGql = row(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'ok'])
const inIt = (ok: Outcome) => row([401, 403, 403, 403, ok, 403, ok])
const inItGql = row(['refused', 'refused', 'refused', 'refused', 'ok', 'refused', 'ok'])
const hasRecord = (ok: Outcome) => row([401, 403, ok, ok, ok, 403, ok])
const hasRecordGql = row(['refused', 'refused', 'ok', 'ok', 'ok', 'refused', 'ok'])

export const restPolicy: Record<string, Row> = {
  'GET /version.json': 'anyone',
  // The web app's files (its single-page fallback, GET /*, serves the same app to anyone).
  'GET /assets/*': 'anyone',
  'GET /api/health': 'anyone',
  // The REST face's OpenAPI document: public, the same for everyone.
  'GET /api/openapi.json': 'anyone',
  'GET /livez': 'anyone',
  'GET /readyz': 'anyone',
  'GET /graphql': 'anyone',
  // The schema as SDL: what GraphiQL and introspection show anyone anyway.
  'GET /schema.graphql': 'anyone',
  'POST /graphql': 'anyone',
  'OPTIONS /graphql': 'anyone',
  'POST /api/auth/signup': 'anyone',
  'GET /api/auth/verify-email': 'anyone',
  'POST /api/auth/verify-email': 'anyone',
  'POST /api/auth/resend-verification': 'anyone',
  'POST /api/auth/login': 'anyone',
  // Forgot password: anyone signed out or in; an access token of any scope is refused (403).
  'POST /api/auth/forgot-password': 'anyone',
  'POST /api/auth/reset-password': 'anyone',
  // GET answers a page with the sign-out button; the POST signs out (behind the CSRF check).
  'GET /api/logout': 'anyone',
  'POST /api/logout': 'anyone',
  'GET /api/auth/providers': 'anyone',
  'GET /api/login': 'anyone',
  'GET /api/login/callback/:provider': 'anyone',
  'POST /api/login/callback/:provider': 'anyone',
  'GET /api/auth/user': 'signed-in',
  // Sets the Gather ID: a signed-in browser only, no token scope (access-tokens.test.ts).
  'POST /api/user/profile': 'signed-in',
  'PATCH /api/auth/update-profile': 'signed-in',
  'DELETE /api/auth/delete-account': 'signed-in',
  'GET /api/places/search': 'signed-in',
  'GET /api/places/reverse': 'signed-in',
  'GET /api/sponsored-banner': 'signed-in',
  'GET /api/meetups/my': 'signed-in',
  'GET /api/meetups/active': 'signed-in',
  'GET /api/meetups/calendar': 'signed-in',
  'POST /api/meetups': 'signed-in',
  'GET /api/invitations/pending': 'signed-in',
  // The feed's address is an account secret: tokens of any scope are refused (capabilities.test.ts).
  'GET /api/calendar-feed': 'signed-in',
  'POST /api/calendar-feed': 'signed-in',
  'DELETE /api/calendar-feed': 'signed-in',
  // Push devices: anyone signed in; a device is seen and removed by the person it notifies alone.
  'GET /api/push': 'signed-in',
  'POST /api/push/devices': 'signed-in',
  'DELETE /api/push/devices': 'signed-in',
  // Personal access tokens: one's own (someone else's token is 404, access-tokens.test.ts).
  'GET /api/access-tokens': 'signed-in',
  'POST /api/access-tokens': 'signed-in',
  'DELETE /api/access-tokens/:id': 'signed-in',
  // Signed-in devices: one's own sessions (someone else's is 404, sessions.test.ts). A token of
  // either scope gets 403: it can neither list sessions nor end them.
  'GET /api/auth/sessions': 'signed-in',
  'DELETE /api/auth/sessions/:id': 'signed-in',
  'POST /api/auth/sessions/sign-out-others': 'signed-in',
  // Passkeys: one's own (someone else's is 404, passkeys.test.ts). Access tokens of either scope
  // get 403 on every one, sign-in with a passkey included: passkeys are for browsers.
  'GET /api/auth/passkeys': 'signed-in',
  'POST /api/auth/passkeys/registration-options': 'signed-in',
  'POST /api/auth/passkeys': 'signed-in',
  'PATCH /api/auth/passkeys/:id': 'signed-in',
  'DELETE /api/auth/passkeys/:id': 'signed-in',
  'POST /api/auth/passkeys/authentication-options': 'anyone',
  'POST /api/auth/passkeys/sign-in': 'anyone',
  // The feed itself: its link is the key (a forged one is 404).
  'GET /api/calendar/:file': 'anyone',
  'POST /api/validate-user': 'signed-in',
  'GET /api/groups': 'signed-in',
  'POST /api/groups': 'signed-in',
  'PATCH /api/groups/:id': 'owner',
  'DELETE /api/groups/:id': 'owner',
  'POST /api/groups/:id/members': 'owner',
  'DELETE /api/groups/:id/members/:userId': 'owner',
  'GET /api/meetups/:id': readGather(200),
  'GET /api/meetups/by-link/:shareableLink': readGather(200),
  'POST /api/meetups/:id/travel-times': inIt(200),
  'GET /api/meetups/:id/etas': inIt(200),
  'POST /api/meetups/:id/hide': hasRecord(200),
  'GET /api/meetups/:id/calendar': row(
    [401, 403, 200, 200, 200, 403, 200],
    [
      seesNothing,
      seesNothing,
      calendarFile(false),
      calendarFile(false),
      calendarFile(true),
      seesNothing,
      calendarFile(true),
    ],
  ),
  'DELETE /api/meetups/:id': organiserOnly(200),
  'PATCH /api/meetups/:id': organiserOnly(200),
  // Adding oneself by one's own Gather ID (the organiser adds someone else). By the id alone a
  // stranger is told 404 as for an unknown gather; by the share link in place of :id, 201.
  'POST /api/meetups/:id/participants': row([401, 404, 200, 200, 409, 403, 201]),
  'DELETE /api/meetups/:id/participants/:participantId': organiserOnly(200),
  'GET /api/meetups/:id/pending-invites': row(
    [401, 403, 403, 403, 403, 403, 200],
    [...Array(6).fill(seesNothing), emailsOnly],
  ),
  'POST /api/meetups/:id/remind-pending': organiserOnly(200),
  'POST /api/meetups/:id/resend-invites': organiserOnly(200),
  // A new share link; a token needs read-write (a read token gets 403, capabilities.test.ts).
  'POST /api/meetups/:id/share-link': organiserOnly(200),
  'POST /api/pending-invitations': organiserOnly(201),
  // One's own record (strangers and the removed have none: they try someone else's).
  'PATCH /api/participants/:id/location': inIt(200),
  'PATCH /api/participants/:id/status': inIt(200),
  'PATCH /api/participants/:id/invitation-status': hasRecord(200),
  'PATCH /api/invitations/:participantId/respond': hasRecord(200),
  // One's own sharing in the gather (consent, precision, stop, paused).
  'PUT /api/meetups/:id/sharing': inIt(200),
  'PATCH /api/meetups/:id/sharing': inIt(200),
  'DELETE /api/meetups/:id/sharing': inIt(200),
  'POST /api/meetups/:id/sharing/pause': inIt(200),
  'POST /api/meetups/:id/sharing/resume': inIt(200),
}

export const graphqlPolicy: Record<string, Row | 'node' | 'stream'> = {
  'Query.viewer': 'anyone',
  'Query.node': 'node',
  'Query.nodes': 'node',
  'Query.mapStyleUrl': 'anyone',
  'Query.displayTimeZone': 'anyone',
  'Query.rateLimit': 'anyone',
  'Query.authProviders': 'anyone',
  'Query.inviteeCheck': 'signed-in',
  'Query.searchPlaces': 'signed-in',
  'Query.reverseGeocode': 'signed-in',
  'Query.localSuggestions': 'signed-in',
  // Asked with the manage screen's fields: e-mail addresses go to the organiser alone.
  'Query.meetup': readGather('ok', managing),
  'Mutation.signUp': 'anyone',
  'Mutation.verifyEmail': 'anyone',
  'Mutation.resendVerification': 'anyone',
  'Mutation.signIn': 'anyone',
  // Forgot password: anyone signed out or in; an access token of any scope is refused.
  'Mutation.requestPasswordReset': 'anyone',
  'Mutation.resetPassword': 'anyone',
  'Mutation.signOut': 'anyone',
  'Mutation.setProfile': 'signed-in',
  'Mutation.updateDisplayName': 'signed-in',
  // The feed's address is an account secret: tokens of any scope are refused (capabilities.test.ts).
  'Mutation.newCalendarFeed': 'signed-in',
  'Mutation.revokeCalendarFeed': 'signed-in',
  'Query.calendarFeed': 'signed-in',
  'Query.pushDevice': 'signed-in',
  'Mutation.enablePushDevice': 'signed-in',
  'Mutation.disablePushDevice': 'signed-in',
  'Query.accessTokens': 'signed-in',
  'Mutation.createAccessToken': 'signed-in',
  'Mutation.revokeAccessToken': 'signed-in',
  // Signed-in devices: one's own sessions; a token gets ForbiddenError (sessions.test.ts).
  'Query.sessions': 'signed-in',
  'Mutation.endSession': 'signed-in',
  'Mutation.endOtherSessions': 'signed-in',
  // Passkeys, as their REST rows: access tokens of either scope are refused (ForbiddenError).
  'Query.passkeys': 'signed-in',
  'Mutation.passkeyRegistrationOptions': 'signed-in',
  'Mutation.addPasskey': 'signed-in',
  'Mutation.renamePasskey': 'signed-in',
  'Mutation.removePasskey': 'signed-in',
  'Mutation.passkeySignInOptions': 'anyone',
  'Mutation.signInWithPasskey': 'anyone',
  'Mutation.deleteAccount': 'signed-in',
  'Mutation.createMeetup': 'signed-in',
  'Mutation.createGroup': 'signed-in',
  'Mutation.renameGroup': 'owner',
  'Mutation.deleteGroup': 'owner',
  'Mutation.addGroupMember': 'owner',
  'Mutation.removeGroupMember': 'owner',
  // By the gather's id: a stranger is refused (NotFoundError, as for an unknown link); the
  // share link joins them (capabilities.test.ts).
  'Mutation.joinMeetup': row(['refused', 'refused', 'ok', 'ok', 'ok', 'refused', 'ok']),
  'Mutation.hideMeetup': hasRecordGql,
  'Mutation.deleteMeetup': organiserOnlyGql,
  'Mutation.updateMeetup': organiserOnlyGql,
  'Mutation.addParticipant': row(['refused', 'refused', 'ok', 'ok', 'conflict', 'refused', 'ok']),
  'Mutation.removeParticipant': organiserOnlyGql,
  'Mutation.remindPending': organiserOnlyGql,
  'Mutation.resendInvites': organiserOnlyGql,
  // A token needs read-write, as for every mutation.
  'Mutation.rotateShareLink': organiserOnlyGql,
  'Mutation.inviteByEmail': organiserOnlyGql,
  'Mutation.respondToInvitation': hasRecordGql,
  'Mutation.updateParticipantStatus': inItGql,
  'Mutation.updateParticipantLocation': inItGql,
  'Mutation.shareLocation': inItGql,
  'Mutation.setSharingPrecision': inItGql,
  'Mutation.stopSharing': inItGql,
  'Mutation.setSharingPaused': inItGql,
  'Subscription.livePositions': 'stream',
  'Subscription.participantLocationUpdated': 'stream',
  'Subscription.participantChanged': 'stream',
  'Subscription.meetupUpdated': 'stream',
  'Subscription.groupMembersChanged': 'owner',
}

/** node(id) of each type: who finds it (others get null). */
export const nodePolicy: Record<string, Record<Role, Cell>> = {
  Meetup: readGather('ok'),
  Participant: row(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']),
  PendingInvitation: organiserOnlyGql,
  // The organiser's own group, member, account, tokens, passkeys and sessions.
  Group: organiserOnlyGql,
  GroupMember: organiserOnlyGql,
  User: organiserOnlyGql,
  AccessToken: organiserOnlyGql,
  Passkey: organiserOnlyGql,
  Session: organiserOnlyGql,
  // The organiser as others see them: by those with a place in a gather with them.
  Person: hasRecordGql,
}

/** Both live sockets: 'ok' streams; otherwise refused at the start, or ended with the reason. */
export type StreamCell = 'ok' | 'refused' | { ended: string }
export const streamPolicy: Record<'graphql-ws' | '/ws', Record<StreamRole, StreamCell>> = {
  'graphql-ws': {
    visitor: 'refused',
    stranger: 'refused',
    invited: 'refused',
    declined: { ended: 'declined' },
    accepted: 'ok',
    removed: { ended: 'removed' },
    organiser: 'ok',
    'signed-out-after': { ended: 'signed-out' },
    'deleted-after': { ended: 'account-deleted' },
  },
  '/ws': {
    visitor: 'refused',
    stranger: 'refused',
    invited: 'refused',
    declined: { ended: 'declined' },
    accepted: 'ok',
    removed: { ended: 'removed' },
    organiser: 'ok',
    'signed-out-after': { ended: 'signed-out' },
    'deleted-after': { ended: 'account-deleted' },
  },
}
