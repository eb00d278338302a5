// The notifications policy on its own: who may turn a device on, see or remove it, when a push
// service's answer removes it, and who is told what; one row per case.
import { describe, expect, it } from 'vitest'
import { pushRules } from '../src/notifications/policy.js'

const ada = { id: '00000000-0000-4000-8000-0000000000a1' }
const ben = { id: '00000000-0000-4000-8000-0000000000b2' }

describe('notifications verdicts', () => {
  it.each([
    ['a browser session', { viewer: ada, sessionTokenHash: 'h', accessToken: null }, true],
    ['an access token', { viewer: ada, sessionTokenHash: 'h', accessToken: { scope: 'read-write' } }, false],
    ['signed out', { viewer: null, sessionTokenHash: null, accessToken: null }, false],
    ['a person without a session', { viewer: ada, sessionTokenHash: null, accessToken: null }, false],
  ] as const)('turns a device on: %s → %s', (_name, caller, allowed) => {
    expect(pushRules.canRegisterDevice(caller)).toBe(allowed)
  })

  it.each([
    ['its person', ada, true],
    ['someone else', ben, false],
  ] as const)('sees or removes a device: %s → %s', (_name, viewer, allowed) => {
    expect(pushRules.canManageDevice(viewer, { userId: ada.id })).toBe(allowed)
  })

  it.each([
    [404, true],
    [410, true],
    [429, false],
    [500, false],
  ])('a push service answering %i removes the device: %s', (status, gone) => {
    expect(pushRules.isGone(status)).toBe(gone)
  })

  it.each([
    ['a participant who joined', { userId: ben.id, invitationStatus: 'accepted' }, true],
    ['one still invited', { userId: ben.id, invitationStatus: 'invited' }, true],
    ['one who declined', { userId: ben.id, invitationStatus: 'declined' }, false],
    ['the organiser', { userId: ada.id, invitationStatus: 'accepted' }, false],
  ] as const)('told of a change: %s → %s', (_name, person, told) => {
    expect(pushRules.toldOfChanges(person, ada.id)).toBe(told)
  })

  it('tells the organiser of arrivals but their own, and opens the live screen for those who joined', () => {
    expect([
      pushRules.toldOfArrival({ userId: ada.id }, ben.id),
      pushRules.toldOfArrival({ userId: ada.id }, ada.id),
    ]).toEqual([true, false])
    expect(['accepted', 'invited', 'pending'].map((s) => pushRules.opensLiveScreen(s as 'accepted'))).toEqual([
      true,
      false,
      false,
    ])
  })
})
