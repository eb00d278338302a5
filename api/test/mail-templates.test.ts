// Every e-mail the app sends, rendered from its template: an HTML part and a plain-text part that
// say the same thing, the right link in both, and everything a person typed escaped in the HTML.
import { describe, expect, it } from 'vitest'
import {
  accountExistsMail,
  passwordChangedMail,
  passwordResetMail,
  signUpAgainMail,
  verificationMail,
} from '../src/accounts/mails.js'
import { appInvitationMail, cancellationMail } from '../src/gathers/mails.js'
import { reminderMail, updateMail } from '../src/gathers/manage-mails.js'

const joinUrl = 'https://gather.example/join/AbCdEfGhIjKlMnOpQrStUv?from=mail&x=1'
const meetup = {
  description: 'Picnic <script>alert(1)</script> & "friends"',
  locationName: 'Rose Park',
  locationAddress: '1 Park Lane',
  startTime: new Date('2026-12-01T19:00:00Z'),
}
const organiser = 'Olga <img src=x>'
const timeZone = 'America/Phoenix'

const mails = {
  verification: () => verificationMail('https://gather.example/verify-email?token=abc_DEF-123&x=1'),
  'account exists': () => accountExistsMail('https://gather.example/login'),
  'sign up again': () => signUpAgainMail('https://gather.example/signup'),
  'password reset': () => passwordResetMail('https://gather.example/reset-password?token=abc_DEF-123&x=1'),
  'password changed': () => passwordChangedMail('https://gather.example/forgot-password'),
  invitation: () => appInvitationMail({ inviter: organiser, meetup, joinUrl, timeZone }),
  cancellation: () => cancellationMail({ organiser, meetup, timeZone }),
  reminder: () => reminderMail({ organiser, meetup, joinUrl, onGather: false, timeZone }),
  'reminder (on Gather)': () => reminderMail({ organiser, meetup, joinUrl, onGather: true, timeZone }),
  update: () => updateMail({ organiser, meetup, joinUrl, timeZone }),
}

describe('e-mail templates', () => {
  it.each(Object.entries(mails))('%s has a full HTML document and a plain-text part', async (_, make) => {
    const mail = await make()
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(mail.html).toContain('<html dir="ltr" lang="en">')
    expect(mail.text.length).toBeGreaterThan(40)
    expect(mail.text).not.toMatch(/<(p|a|table|td|br|strong|div)\b/)
    // Everything a person typed is escaped in the HTML part.
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img src=x>')
  })

  it('verification: the spec-style subject, and the single-use link in both parts', async () => {
    const mail = await mails.verification()
    const link = 'https://gather.example/verify-email?token=abc_DEF-123&x=1'
    expect(mail.subject).toBe('Verify your email for Gather')
    expect(mail.text).toContain('Confirm your email address to finish creating your account:')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('The link is valid for 24 hours and works once.')
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`)
    expect(mail.html).toContain('Verify my email')
  })

  it('password reset: the single-use link in both parts; the notice after it says who was signed out', async () => {
    const reset = await mails['password reset']()
    const link = 'https://gather.example/reset-password?token=abc_DEF-123&x=1'
    expect(reset.subject).toBe('Reset your Gather password')
    expect(reset.text).toContain(link)
    expect(reset.text).toContain('The link is valid for 30 minutes and works once.')
    expect(reset.html).toContain(`href="${link.replace('&', '&amp;')}"`)
    const changed = await mails['password changed']()
    expect(changed.subject).toBe('Your Gather password was changed')
    expect(changed.text).toContain('Every other device and browser signed in to your account was signed out.')
    expect(changed.text).toContain('If this was not you')
    expect(changed.text).toContain('https://gather.example/forgot-password')
  })

  it('invitation: who invited, where and when (Arizona time), and the join link', async () => {
    const mail = await mails.invitation()
    expect(mail.subject).toBe(`${organiser} invited you to "${meetup.description}" on Gather`)
    expect(mail.text).toContain(`${organiser} invited you to "${meetup.description}".`)
    expect(mail.text).toContain('Where: Rose Park\nWhen: Tue, Dec 1, 2026, 12:00 PM MST')
    expect(mail.text).toContain(joinUrl)
    expect(mail.html).toContain(`href="${joinUrl.replace('&', '&amp;')}"`)
    expect(mail.html).toContain('Picnic &lt;script&gt;alert(1)&lt;/script&gt; &amp; ')
  })

  it('cancellation: names the organiser and the gather, with no link to a gather that is gone', async () => {
    const mail = await mails.cancellation()
    expect(mail.subject).toBe(`Cancelled: "${meetup.description}"`)
    expect(mail.text).toContain(`${organiser} cancelled "${meetup.description}".`)
    expect(mail.text).toContain('The attached calendar update removes it from your calendar.')
    expect(mail.html).not.toContain('/join/')
  })

  it('reminder: asks for an answer, worded for people on Gather and for e-mail invitees', async () => {
    const invitee = await mails.reminder()
    const member = await mails['reminder (on Gather)']()
    expect(invitee.subject).toBe(`Reminder: ${organiser} invited you to "${meetup.description}"`)
    expect(invitee.text).toContain('Where: Rose Park, 1 Park Lane')
    expect(invitee.text).toContain('Join the gather and see everyone arrive on the live map:')
    expect(member.text).toContain('Open the gather to let them know you are coming:')
    for (const mail of [invitee, member]) expect(mail.text).toContain(joinUrl)
  })

  it('update: the new time in the subject and the body, and the live map link', async () => {
    const mail = await mails.update()
    expect(mail.subject).toBe(`Updated: "${meetup.description}" is now Tue, Dec 1, 2026, 12:00 PM MST`)
    expect(mail.text).toContain('The attached calendar invitation replaces the earlier one.')
    expect(mail.text).toContain(joinUrl)
  })
})
