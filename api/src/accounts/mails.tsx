import { Text } from '@react-email/text'
import { Action, MailLayout, renderMail, styles } from '../core/mail/layout.js'

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

/** A resend while sign-ups with different passwords are pending: no link, sign up again. */
export function signUpAgainMail(signupLink: string) {
  return renderMail(
    'Sign up again to verify your email for Gather',
    <MailLayout
      preview="More than one sign-up is waiting for this address."
      footer="If you did not sign up, ignore this email: nothing changes until a link is used."
    >
      <Text style={styles.text}>
        More than one sign-up with different passwords is waiting for this email address, so we cannot send a link for
        yours. Sign up again with your password and use the link in the email that follows.
      </Text>
      <Action href={signupLink}>Sign up again</Action>
    </MailLayout>,
  )
}

/** "Forgot password": the link that sets a new password; sent whether or not one is set yet. */
export function passwordResetMail(link: string) {
  return renderMail(
    'Reset your Gather password',
    <MailLayout
      preview="Choose a new password for your Gather account."
      footer="The link is valid for 30 minutes and works once. If you did not ask for it, ignore this email: your password stays as it is."
    >
      <Text style={styles.text}>Someone (hopefully you) asked to reset the password of your Gather account.</Text>
      <Text style={styles.text}>Choose a new password; every device signed in to your account will be signed out:</Text>
      <Action href={link}>Choose a new password</Action>
    </MailLayout>,
  )
}

/** To the owner once a reset link set a new password (every other session ended with it). */
export function passwordChangedMail(forgotLink: string) {
  return renderMail(
    'Your Gather password was changed',
    <MailLayout
      preview="Your password was changed and every other device was signed out."
      footer="You get this email whenever the password of your Gather account changes."
    >
      <Text style={styles.text}>
        The password of your Gather account was just changed with a reset link sent to this address. Every other device
        and browser signed in to your account was signed out.
      </Text>
      <Text style={styles.text}>
        If this was not you, someone may be able to read your email: secure your email account first, then reset your
        Gather password again, which signs everyone else out. Access tokens made in Settings keep working; revoke any
        you do not recognise.
      </Text>
      <Action href={forgotLink}>Reset my password</Action>
    </MailLayout>,
  )
}
