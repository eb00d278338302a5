// Who may hold a WebSocket, so that sockets cannot starve the server. A socket whose upgrade signs
// someone in is never refused (MAX_CONNECTIONS bounds those). Any other socket is signed out:
// signed-out sockets are capped per client address (the one TRUST_PROXY gives) and in total, to a
// quarter of MAX_CONNECTIONS, so that a flood of them leaves room for signed-in people and health
// checks. A signed-out socket must also authenticate within 10 s (graphql-ws: its connection_init
// acknowledged; /ws, whose caller is its upgrade's, never does) or it is closed with 4408.
import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { Metrics } from '../../core/metrics.js'

/** How long a socket that signed nobody in at its upgrade gets to authenticate. */
export const authenticateWithinMs = 10_000

/** The close code of a socket that did not authenticate in time (graphql-ws's own for a missing init). */
export const authenticationTimeoutCode = 4408

/** Why an upgrade was refused: too many signed-out sockets from its address, or from everyone. */
export type SocketRefusal = 'address' | 'full'

export interface SocketAdmission {
  /**
   * Admits an upgrade before its 101 answer, or says why not. A signed-out one holds a slot of its
   * address until its connection closes or its caller signs in; `opened` starts its deadline.
   */
  admit(connection: Duplex, address: string, signedIn: boolean): { opened(socket: WebSocket): void } | SocketRefusal
  /** The socket's caller signed in after its upgrade (graphql-ws connection_init): its slot is freed. */
  signedIn(socket: WebSocket): void
  /** The socket authenticated as nobody (graphql-ws connection_init without a credential): it stays. */
  authenticated(socket: WebSocket): void
}

/** How long a socket told to close gets to answer before its connection is cut. */
const closeGraceMs = 2000

const admitted = { opened: () => {} }

export function socketAdmission(
  limits: { maxConnections: number; signedOutPerAddress: number },
  metrics: Metrics,
): SocketAdmission {
  const total = Math.max(1, Math.floor(limits.maxConnections / 4))
  const perAddress = new Map<string, number>()
  let signedOut = 0
  /** Each open signed-out socket's slot and deadline. */
  const slots = new WeakMap<WebSocket, { free(): void; deadline: NodeJS.Timeout }>()

  /** Takes a slot of `address`; the function returned frees it (once). */
  const take = (address: string) => {
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
    signedOut++
    let taken = true
    return () => {
      if (!taken) return
      taken = false
      signedOut--
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    }
  }

  const settle = (socket: WebSocket) => {
    const slot = slots.get(socket)
    if (slot) clearTimeout(slot.deadline)
    return slot
  }

  return {
    admit(connection, address, signedIn) {
      if (signedIn) return admitted
      const refusal: SocketRefusal | undefined =
        (perAddress.get(address) ?? 0) >= limits.signedOutPerAddress
          ? 'address'
          : signedOut >= total
            ? 'full'
            : undefined
      if (refusal) {
        metrics.websocketsRefused.inc({ reason: refusal })
        return refusal
      }
      const free = take(address)
      // The connection, not the socket: a handshake that fails never makes one.
      connection.once('close', free)
      return {
        opened(socket) {
          const deadline = setTimeout(() => {
            metrics.websocketsRefused.inc({ reason: 'timeout' })
            socket.close(authenticationTimeoutCode, 'Authentication timeout')
            // A client that ignores the close frame would hold its slot for ws's 30 s close timeout.
            setTimeout(() => socket.terminate(), closeGraceMs).unref()
          }, authenticateWithinMs)
          deadline.unref()
          slots.set(socket, { free, deadline })
          socket.once('close', () => clearTimeout(deadline))
        },
      }
    },
    signedIn(socket) {
      settle(socket)?.free()
    },
    authenticated(socket) {
      settle(socket)
    },
  }
}
