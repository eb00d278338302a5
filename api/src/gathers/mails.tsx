// The e-mails about gathers. Times are written in the display time zone (DISPLAY_TIME_ZONE,
// America/Phoenix by default as the spec says) with its abbreviation; the attached calendar file
// carries exact UTC times.
import { Text } from '@react-email/text'
import { formatWhen } from '../core/mail/format.js'
import { Action, MailLayout, renderMail, styles } from '../core/mail/layout.js'

interface GatherFacts {
  description: string
  locationName: string
  startTime: Date | null
}

/** Where and when, one per line (a line break in HTML, a new line in the text part). */
export function Facts({ where, when }: { where: string; when: string }) {
  return (
    <Text style={styles.facts}>
      Where: {where}
      <br />
      When: {when}
    </Text>
  )
}

const privacyNote = 'Your location is shared only when you choose, and deleted when the gather ends.'

export function appInvitationMail(input: { inviter: string; meetup: GatherFacts; joinUrl: string; timeZone: string }) {
  const { inviter, meetup, joinUrl } = input
  return renderMail(
    `${inviter} invited you to "${meetup.description}" on Gather`,
    <MailLayout
      preview={`${inviter} invited you to "${meetup.description}".`}
      footer={`Gather has no chat and no feed. ${privacyNote}`}
    >
      <Text style={styles.text}>
        {inviter} invited you to <strong>"{meetup.description}"</strong>.
      </Text>
      <Facts where={meetup.locationName} when={formatWhen(meetup.startTime, input.timeZone)} />
      <Text style={styles.text}>Join the gather and see everyone arrive on the live map:</Text>
      <Action href={joinUrl}>Join the gather</Action>
    </MailLayout>,
  )
}

export function cancellationMail(input: { organiser: string; meetup: GatherFacts; timeZone: string }) {
  const { organiser, meetup } = input
  return renderMail(
    `Cancelled: "${meetup.description}"`,
    <MailLayout
      preview={`${organiser} cancelled "${meetup.description}".`}
      footer="You get this e-mail because you had accepted this gather."
    >
      <Text style={styles.text}>
        {organiser} cancelled <strong>"{meetup.description}"</strong>.
      </Text>
      <Facts where={meetup.locationName} when={formatWhen(meetup.startTime, input.timeZone)} />
      <Text style={styles.text}>The attached calendar update removes it from your calendar.</Text>
    </MailLayout>,
  )
}
