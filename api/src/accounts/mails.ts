const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function verificationMail(link: string) {
  return {
    subject: 'Verify your email for Gather',
    text: `Welcome to Gather!\n\nConfirm your email address to finish creating your account:\n${link}\n\nThe link is valid for 24 hours and works once. If you did not sign up, ignore this email.\n`,
    html: `<p>Welcome to Gather!</p><p>Confirm your email address to finish creating your account:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>The link is valid for 24 hours and works once. If you did not sign up, ignore this email.</p>`,
  }
}

/** To the owner of a verified address when someone signs up with it again. */
export function accountExistsMail(loginLink: string) {
  return {
    subject: 'Someone tried to sign up for Gather with your email',
    text: `Someone (maybe you) tried to create a Gather account with this email address, which already has one. Nothing has changed.\n\nTo sign in, go to:\n${loginLink}\n\nIf it was not you, you can ignore this email.\n`,
    html: `<p>Someone (maybe you) tried to create a Gather account with this email address, which already has one. Nothing has changed.</p><p><a href="${escapeHtml(loginLink)}">Sign in to Gather</a></p><p>If it was not you, you can ignore this email.</p>`,
  }
}
