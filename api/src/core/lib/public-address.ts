// Requests to a URL someone else chose (a Web Push endpoint) go to public unicast addresses
// only: never to this machine, its network or the cloud's metadata service (SSRF). The ranges are
// ipaddr.js's: anything but `unicast` (private, loopback, link-local, CGNAT, multicast,
// unspecified, IPv6 unique-local, reserved…) is refused, and an IPv6 address that embeds an IPv4
// one is judged as that IPv4 address.
import dns, { type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * The address itself, or the IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d, which
 * ipaddr.js unwraps) and IPv4-compatible (::a.b.c.d; URL parsing writes ::127.0.0.1 as ::7f00:1,
 * which ipaddr.js calls unicast). :: and ::1 stay themselves.
 */
function normalised(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.process(address)
  if (parsed.kind() !== 'ipv6') return parsed
  const parts = (parsed as ipaddr.IPv6).parts
  const [high = 0, low = 0] = parts.slice(6)
  const compatible = parts.slice(0, 6).every((part) => part === 0) && (high !== 0 || low > 1)
  if (!compatible) return parsed
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return normalised(address).range() === 'unicast'
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
