import { Text } from '@react-email/text'
import { Action, MailLayout, renderMail, styles } from '../mail/layout.js'

export function verificationMail(link: string) {
  return renderMail(
    'Verify your email for Gather',
    <MailLayout
      preview="Confirm your email address to finish creating your account."
      footer="The link is valid for 24 hours and works once. If you did not sign up, ignore this email."
    >
      <Text style={styles.text}>Welcome to Gather!</Text>
      <Text style={styles.text}>Confirm your email address to finish creating your account:</Text>
      <Action href={link}>Verify my email</Action>
    </MailLayout>,
  )
}

/** To the owner of a verified address when someone signs up with it again. */
export function accountExistsMail(loginLink: string) {
  return renderMail(
    'Someone tried to sign up for Gather with your email',
    <MailLayout
      preview="Someone tried to create a Gather account with your email address."
      footer="If it was not you, you can ignore this email."
    >
      <Text style={styles.text}>
        Someone (maybe you) tried to create a Gather account with this email address, which already has one. Nothing has
        changed.
      </Text>
      <Action href={loginLink}>Sign in to Gather</Action>
    </MailLayout>,
  )
}
