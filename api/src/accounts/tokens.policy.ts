// What a personal access token may do, by its scope: the one rule every face asks (REST by
// method, GraphQL by operation, a position ping as a write, the account's services as `account`).
// identify.ts only resolves who is calling; the verdicts on what the token allows are here.
//
// The capability: an access token is minted by its person in a signed-in browser (never by
// another token); it grants acting as that person, reading (`read`) or also changing
// (`read-write`), never the account itself, its sign-in, its tokens nor the calendar feed
// address; it is revoked by revokeAccessToken or by deleting the account
// (access-tokens.service.ts), which end the streams it opened at once.
import type { Actor, TokenCredential } from '../core/actor.js'
import { ForbiddenError } from '../core/errors.js'

export const tokenScopes = ['read', 'read-write'] as const satisfies readonly TokenCredential['scope'][]
export type TokenScope = (typeof tokenScopes)[number]

/**
 * What a request asks to do, as the token rule sees it: `read` (queries, REST GET), `write`
 * (mutations, other REST methods), `account` (the account itself: deletion, sign-in and sign-out,
 * OpenID sign-in, and the tokens themselves).
 */
export type TokenUse = 'read' | 'write' | 'account'

/** The use of a REST request, by its method. */
export const restUse = (method: string): TokenUse => (method === 'GET' || method === 'HEAD' ? 'read' : 'write')

/** The use of a GraphQL operation, by its kind (a subscription reads). */
export const graphqlUse = (operation: string | undefined): TokenUse => (operation === 'mutation' ? 'write' : 'read')

/**
 * May a request made with this token (null: a cookie session, which the other rules judge) be
 * used this way? A token never manages the account, its sign-in or its tokens: whoever holds a
 * leaked token cannot lock the person out or make more tokens. A `read` token only reads.
 */
export function tokenMay(token: Pick<TokenCredential, 'scope'> | null | undefined, use: TokenUse): boolean {
  if (!token) return true
  if (use === 'account') return false
  return use === 'read' || token.scope === 'read-write'
}

export const tokenRefusals: Record<Exclude<TokenUse, 'read'>, string> = {
  write: 'This access token is read-only: make a read-write token to change anything',
  account: 'Access tokens cannot do this: account, sign-in and token changes need a signed-in browser',
}

/** The refusal (403) of a token used this way, or null when tokenMay allows it. */
export function tokenRefusal(token: Pick<TokenCredential, 'scope'> | null | undefined, use: TokenUse) {
  return use === 'read' || tokenMay(token, use) ? null : new ForbiddenError(tokenRefusals[use])
}

/** Throws ForbiddenError when the actor's token may not be used this way. */
export function assertTokenMay(actor: Pick<Actor<unknown>, 'accessToken'>, use: TokenUse) {
  const refusal = tokenRefusal(actor.accessToken, use)
  if (refusal) throw refusal
}
