// Requests to a URL someone else chose (a Web Push endpoint) go to public unicast addresses
// only: never to this machine, its network or the cloud's metadata service (SSRF). The ranges are
// ipaddr.js's: anything but `unicast` (private, loopback, link-local, CGNAT, multicast,
// unspecified, IPv6 unique-local, reserved…) is refused, and an IPv4-mapped IPv6 address is
// judged as its IPv4 address.
import dns, { type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** A URL's host when it is an IP address (IPv6 without its brackets); null for a name. */
export function addressOfHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return isIP(host) ? host : null
}

/** Names that always mean this machine (RFC 6761), whatever a resolver says. */
export const isLocalName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname)

/** A connection refused because its host is, or resolves to, an address that is not public. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError'
  readonly code = 'EPRIVATEADDRESS'
  constructor() {
    super('the host is not at a public address')
  }
}

/**
 * dns.lookup for sockets (net's `lookup` option) that answers only when every address of the
 * name is public. The socket connects to the very address checked here, so a second answer from
 * DNS (rebinding) cannot send it elsewhere.
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '')
      const first = addresses[0]
      if (!first || (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))))
        return callback(new PrivateAddressError(), '')
      if (options.all) return callback(null, addresses)
      callback(null, first.address, first.family)
    })
  }
}
