// Signing in with a passkey: the options from the server, the browser's passkey sheet (or its
// autofill on the e-mail field), then the answer back to the server, which sets the session cookie.
import { graphql, useMutation } from 'react-relay'
import type { PasskeyMutationsOptionsMutation } from '../__generated__/PasskeyMutationsOptionsMutation.graphql'
import type { PasskeyMutationsSignInMutation } from '../__generated__/PasskeyMutationsSignInMutation.graphql'
import { loadWebAuthn } from '../lib/passkeys'
import { outcome, run } from './commit'

export type PasskeySignIn =
  | { ok: true }
  | { ok: false; kind: string; message: string }
  | { ok: false; kind: 'browser'; error: unknown }

export function useSignInWithPasskey() {
  const [commitOptions] = useMutation<PasskeyMutationsOptionsMutation>(graphql`
    mutation PasskeyMutationsOptionsMutation {
      passkeySignInOptions {
        __typename
        ... on PasskeySignInOptionsPayload { data }
        ... on Error { message }
      }
    }
  `)
  const [commitSignIn, busy] = useMutation<PasskeyMutationsSignInMutation>(graphql`
    mutation PasskeyMutationsSignInMutation($response: String!) {
      signInWithPasskey(response: $response) {
        __typename
        ... on SignInWithPasskeyPayload { data { id } }
        ... on Error { message }
      }
    }
  `)
  /** `autofill`: wait for the person to pick a passkey in the e-mail field's suggestions. */
  const signIn = async (autofill = false): Promise<PasskeySignIn> => {
    const [webauthn, options] = await Promise.all([loadWebAuthn(), run(commitOptions, {})])
    const asked = outcome(options.passkeySignInOptions)
    if (!asked.ok) return asked
    let response: Awaited<ReturnType<typeof webauthn.startAuthentication>>
    try {
      response = await webauthn.startAuthentication({
        optionsJSON: JSON.parse(asked.data),
        useBrowserAutofill: autofill,
      })
    } catch (error) {
      return { ok: false, kind: 'browser', error }
    }
    const answer = outcome((await run(commitSignIn, { response: JSON.stringify(response) })).signInWithPasskey)
    return answer.ok ? { ok: true } : answer
  }
  return [signIn, busy] as const
}
