// Who may turn a device's notifications on, see and remove it, and what it is sent: named, pure
// rules that devices.service.ts, push.ts and notify.ts call.
//
// The capability: a device (a browser's Web Push subscription: its endpoint and keys) is minted
// by a signed-in browser session turning notifications on (a token has no device, and a signed-in
// person with no session row is refused); it grants receiving its person's pushes (invitations,
// changes, arrivals) at that endpoint, nothing else; it is revoked by turning it off, signing that
// session out, deleting the account (both cascade), someone else turning it on in the same
// browser (it moves to them), more than `maxDevices` newer ones, or its push service answering
// that it is gone (404, 410) or at a private address.
import type { InvitationStatus, Prisma, PushSubscription } from '../core/db/prisma.js'

/** At most this many devices per person; turning on one more drops the oldest. */
export const maxDevices = 20

type Device = Pick<PushSubscription, 'userId'>

export const pushRules = {
  /** Turning a device on: a signed-in person in a browser session (its sign-out ends the device). */
  canRegisterDevice: (caller: {
    viewer: { id: string } | null
    sessionTokenHash?: string | null
    accessToken?: unknown
  }) => caller.viewer !== null && !caller.accessToken && Boolean(caller.sessionTokenHash),
  /** Who may see or remove a device: the person it notifies, and no one else. */
  canManageDevice: (viewer: { id: string }, device: Device) => device.userId === viewer.id,
  /** A push service's answer that the subscription is gone for good: the device is removed. */
  isGone: (statusCode: number) => statusCode === 404 || statusCode === 410,
  /**
   * Told of a gather's change or cancellation: everyone in it who has not declined, but the
   * organiser who made it. `toldOfChangesWhere` is the same rule as a filter.
   */
  toldOfChanges: (person: { userId: string; invitationStatus: InvitationStatus }, organiserId: string) =>
    person.userId !== organiserId && person.invitationStatus !== 'declined',
  /** Told of an arrival: the organiser, of anyone's but their own. */
  toldOfArrival: (meetup: { userId: string }, arrivedId: string) => meetup.userId !== arrivedId,
  /** A push about a gather opens its live screen for those who joined it, else the home screen. */
  opensLiveScreen: (invitationStatus: InvitationStatus) => invitationStatus === 'accepted',
}

/** Prisma filter with the meaning of `toldOfChanges`, for a gather's participants. */
export const toldOfChangesWhere = (meetup: { id: string; userId: string }) =>
  ({
    meetupId: meetup.id,
    userId: { not: meetup.userId },
    invitationStatus: { not: 'declined' },
  }) satisfies Prisma.ParticipantWhereInput
