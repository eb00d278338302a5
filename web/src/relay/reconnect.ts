// How the live socket comes back after a drop (no React, no DOM: the failover test uses it too).
// It never gives up: 2^n s apart and at most 30 s (the spec's "5 tries" would leave an open live
// screen dead after a minute's outage), except when the server closes it with 4401 because the
// session ended. graphql-ws subscribes again on the new socket; each live stream starts with its
// snapshot there, so nothing sent meanwhile is missed.
import type { ClientOptions } from 'graphql-ws'

/** The close code the server uses when the socket's session ended (signed out, deleted, expired). */
export const sessionEndedCloseCode = 4401

export const reconnectDelayMs = (attempt: number) => Math.min(2 ** (attempt + 1), 30) * 1000

export const closeCode = (value: unknown) =>
  value && typeof value === 'object' && 'code' in value && typeof value.code === 'number' ? value.code : undefined

export const reconnectOptions = {
  retryAttempts: Number.POSITIVE_INFINITY,
  retryWait: (attempt) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
  shouldRetry: (event) => closeCode(event) !== sessionEndedCloseCode,
} satisfies Pick<ClientOptions, 'retryAttempts' | 'retryWait' | 'shouldRetry'>
