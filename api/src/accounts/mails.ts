const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function verificationMail(link: string) {
  return {
    subject: 'Verify your email for Gather',
    text: `Welcome to Gather!\n\nConfirm your email address to finish creating your account:\n${link}\n\nThe link is valid for 24 hours and works once. If you did not sign up, ignore this email.\n`,
    html: `<p>Welcome to Gather!</p><p>Confirm your email address to finish creating your account:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>The link is valid for 24 hours and works once. If you did not sign up, ignore this email.</p>`,
  }
}
