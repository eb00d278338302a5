// The browser side of passkeys. @simplewebauthn/browser is loaded when a screen first needs it,
// so the login screen's first download does not carry it.

export const loadWebAuthn = () => import('@simplewebauthn/browser')

/** The person closed the browser's passkey sheet, it timed out, or the request was replaced. */
export function passkeyCancelled(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: string; code?: string }
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED'
}

/** What to tell the person when the browser's part of a passkey request failed. */
export function passkeyProblem(error: unknown): string {
  const { code } = (error ?? {}) as { code?: string }
  if (passkeyCancelled(error)) return 'The passkey request was cancelled or timed out.'
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already has a passkey for your account.'
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') {
    return 'Passkeys do not work on this address of Gather.'
  }
  return 'Your device could not use a passkey. Please try again.'
}
