// The client's address. X-Forwarded-For is believed only as far as TRUST_PROXY says: with a hop
// count or the proxies' CIDRs, the answer is the right-most address not added by a trusted proxy
// (proxy-addr, Express's implementation); off, the peer address is the client, whatever the header.
import type { IncomingMessage } from 'node:http'
import proxyaddr from 'proxy-addr'

export type TrustProxy = false | number | string[]

export function clientAddressOf(trust: TrustProxy): (request: IncomingMessage | undefined) => string {
  const trusts =
    trust === false
      ? () => false
      : typeof trust === 'number'
        ? (_address: string, hop: number) => hop < trust
        : proxyaddr.compile(trust)
  return (request) => {
    if (!request?.socket?.remoteAddress) return 'unknown'
    try {
      return proxyaddr(request as Parameters<typeof proxyaddr>[0], trusts)
    } catch {
      return request.socket.remoteAddress
    }
  }
}

/** Whether the peer is a proxy TRUST_PROXY names, whose headers (X-Request-Id) may be believed. */
export function peerTrusted(trust: TrustProxy): (request: IncomingMessage | undefined) => boolean {
  if (trust === false) return () => false
  if (typeof trust === 'number') return (request) => trust > 0 && Boolean(request?.socket?.remoteAddress)
  const trusts = proxyaddr.compile(trust)
  return (request) => {
    const address = request?.socket?.remoteAddress
    return address ? trusts(address, 0) : false
  }
}
