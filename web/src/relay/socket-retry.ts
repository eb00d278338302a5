// How the graphql-ws client reconnects: forever, 2^n s apart and at most 30 s (the spec's
// backoff; its "5 tries" would leave an open live screen dead after a minute's outage), except
// when the server closed with 4401 because the session ended. A server shutting down closes with
// 1001 "going away", and one whose database is out of reach with 1013 "try again later": both
// are retried, on whichever instance the load balancer picks. Kept apart from the Relay
// environment so that the server's shutdown test reconnects exactly like the web app.

/** The close code the server uses when the socket's session ended (signed out, deleted, expired). */
export const sessionEndedCloseCode = 4401

export const reconnectDelayMs = (attempt: number) => Math.min(2 ** (attempt + 1), 30) * 1000

export const closeCode = (value: unknown) =>
  value && typeof value === 'object' && 'code' in value && typeof value.code === 'number' ? value.code : undefined

export const socketRetry = {
  retryAttempts: Number.POSITIVE_INFINITY,
  retryWait: (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
  shouldRetry: (event: unknown) => closeCode(event) !== sessionEndedCloseCode,
}
