// Signing in with a passkey: the options from the server, the browser's passkey sheet (or its
// autofill on the e-mail field), then the answer back to the server, which sets the session cookie.
import { graphql, useMutation } from 'react-relay'
import type { PasskeyMutationsOptionsMutation } from '../__generated__/PasskeyMutationsOptionsMutation.graphql'
import type { PasskeyMutationsSignInMutation } from '../__generated__/PasskeyMutationsSignInMutation.graphql'
import { loadWebAuthn } from '../lib/passkeys'
import { outcome, run } from './commit'

/** `picked`: the refusal came after the person chose a passkey (not while starting the request). */
export type PasskeySignIn =
  | { ok: true }
  | { ok: false; kind: string; message: string; picked: boolean }
  | { ok: false; kind: 'browser'; error: unknown; picked: false }

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
    if (!asked.ok) return { ...asked, picked: false }
    let response: Awaited<ReturnType<typeof webauthn.startAuthentication>>
    try {
      response = await webauthn.startAuthentication({
        optionsJSON: JSON.parse(asked.data),
        useBrowserAutofill: autofill,
      })
    } catch (error) {
      return { ok: false, kind: 'browser', error, picked: false }
    }
    const answer = outcome((await run(commitSignIn, { response: JSON.stringify(response) })).signInWithPasskey)
    return answer.ok ? { ok: true } : { ...answer, picked: true }
  }
  return [signIn, busy] as const
}
