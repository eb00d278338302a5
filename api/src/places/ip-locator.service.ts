// The city of a client's network address, from an ipapi-style lookup service (IP_LOOKUP_URL),
// called by the server only: the fallback of the sponsored banner when the device position is
// unknown. The URL names the address to look up with `{ip}` (https://ipapi.co/{ip}/json/): the
// server fills in the CLIENT's address. Loopback, private and other non-public addresses cannot
// be located and are not sent anywhere. A URL without `{ip}` is called as is, which locates
// whatever address the service sees (the server's own). Slow or failing lookups give null.
import { BlockList, isIP } from 'node:net'
import { z } from 'zod'
import { TtlCache } from '../core/lib/ttl-cache.js'
import type { Logger } from '../core/logger.js'

export interface IpLocation {
  city: string
  region: string | null
  country: string | null
  latitude: number | null
  longitude: number | null
}

export interface IpLocator {
  /** The location of `ip`, or null when it is unknown (private address, service down, no city). */
  locate(ip: string): Promise<IpLocation | null>
}

const hourMs = 60 * 60 * 1000

const notPublic = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv6')
}

/** The address in canonical form if it is a public one (IPv4-mapped IPv6 unwrapped), else null. */
export function publicAddress(ip: string): string | null {
  const plain = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const family = isIP(plain)
  if (family === 0) return null
  return notPublic.check(plain, family === 4 ? 'ipv4' : 'ipv6') ? null : plain
}

const answer = z.object({
  city: z.string().trim().optional().nullable(),
  region: z.string().optional().nullable(),
  regionName: z.string().optional().nullable(),
  country_name: z.string().optional().nullable(),
  country: z.string().optional().nullable(),
  latitude: z.coerce.number().optional().nullable(),
  longitude: z.coerce.number().optional().nullable(),
  lat: z.coerce.number().optional().nullable(),
  lon: z.coerce.number().optional().nullable(),
})

const finite = (...values: (number | null | undefined)[]) =>
  values.find((v): v is number => typeof v === 'number' && Number.isFinite(v)) ?? null

export function createIpLocator(options: {
  /** IP_LOOKUP_URL, with `{ip}` where the client's address goes. */
  urlTemplate: string
  logger: Logger
  timeoutMs?: number
}): IpLocator {
  const { urlTemplate, logger, timeoutMs = 2000 } = options
  const perAddress = urlTemplate.includes('{ip}')
  const cache = new TtlCache<IpLocation | null>(6 * hourMs, 5000)

  async function lookup(url: string): Promise<IpLocation | null> {
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new Error(`IP lookup answered ${response.status}`)
      const body = answer.parse(await response.json())
      if (!body.city) return null
      return {
        city: body.city,
        region: body.region ?? body.regionName ?? null,
        country: body.country_name ?? body.country ?? null,
        latitude: finite(body.latitude, body.lat),
        longitude: finite(body.longitude, body.lon),
      }
    } catch (error) {
      logger.warn({ err: error }, 'IP location lookup failed')
      return null
    }
  }

  return {
    async locate(ip) {
      let key = 'as-is'
      let url = urlTemplate
      if (perAddress) {
        const address = publicAddress(ip)
        if (!address) return null
        key = address
        url = urlTemplate.replaceAll('{ip}', encodeURIComponent(address))
      }
      return cache.getOrLoad(
        key,
        async () => {
          const location = await lookup(url)
          // Unknown places are asked again after ten minutes, not every page view.
          if (location === null) cache.set(key, null, 10 * 60 * 1000)
          return location
        },
        (location) => location !== null,
      )
    },
  }
}
