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
