// The organiser's e-mails: reminders to people who have not answered yet, and updated
// invitations after an edit. Times are written in the display time zone (America/Phoenix, spec
// 001 section 9) with its abbreviation; the attached calendar file carries exact UTC times.
import { Text } from '@react-email/text'
import { formatWhen } from '../core/mail/format.js'
import { Action, MailLayout, renderMail, styles } from '../core/mail/layout.js'
import { Facts } from './mails.js'

interface GatherFacts {
  description: string
  locationName: string
  locationAddress: string | null
  startTime: Date | null
}

const whereOf = (meetup: GatherFacts) => [meetup.locationName, meetup.locationAddress].filter(Boolean).join(', ')
const privacyNote = 'Your location is shared only when you choose, and deleted when the gather ends.'

/**
 * A reminder to someone invited who has not answered: a participant with an account (who answers
 * on their home screen or by opening the link) or an e-mail invitee not on Gather yet.
 */
export function reminderMail(input: {
  organiser: string
  meetup: GatherFacts
  joinUrl: string
  onGather: boolean
  timeZone: string
}) {
  const { organiser, meetup, joinUrl, onGather } = input
  const [ask, action] = onGather
    ? ['Open the gather to let them know you are coming:', 'Open the gather']
    : ['Join the gather and see everyone arrive on the live map:', 'Join the gather']
  return renderMail(
    `Reminder: ${organiser} invited you to "${meetup.description}"`,
    <MailLayout preview={`${organiser} is waiting for your answer.`} footer={privacyNote}>
      <Text style={styles.text}>
        {organiser} is waiting for your answer to <strong>"{meetup.description}"</strong>.
      </Text>
      <Facts where={whereOf(meetup)} when={formatWhen(meetup.startTime, input.timeZone)} />
      <Text style={styles.text}>{ask}</Text>
      <Action href={joinUrl}>{action}</Action>
    </MailLayout>,
  )
}

/** An updated invitation: the gather's current name, place and time, with a calendar update attached. */
export function updateMail(input: { organiser: string; meetup: GatherFacts; joinUrl: string; timeZone: string }) {
  const { organiser, meetup, joinUrl } = input
  const when = formatWhen(meetup.startTime, input.timeZone)
  return renderMail(
    `Updated: "${meetup.description}" is now ${when}`,
    <MailLayout preview={`${organiser} updated "${meetup.description}".`} footer={privacyNote}>
      <Text style={styles.text}>
        {organiser} updated <strong>"{meetup.description}"</strong>.
      </Text>
      <Facts where={whereOf(meetup)} when={when} />
      <Text style={styles.text}>
        The attached calendar invitation replaces the earlier one. See everyone arrive on the live map:
      </Text>
      <Action href={joinUrl}>Open the live map</Action>
    </MailLayout>,
  )
}
