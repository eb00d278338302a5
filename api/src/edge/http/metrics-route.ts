// GET /metrics for Prometheus, closed unless configured: METRICS_TOKEN (a bearer token) and/or
// METRICS_ALLOW (the scrapers' addresses, matched against the client address TRUST_PROXY gives,
// so a request relayed by a proxy is judged by its real client). Either one admits a scraper.
// Not configured, the path does not exist (a 404 like every server path, see app.ts).
import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import proxyaddr from 'proxy-addr'
import type { Config } from '../../core/config.js'
import type { Metrics } from '../../core/metrics.js'
import { present } from '../identify.js'
import type { RestEnv } from '../rest/support.js'

const digest = (value: string) => createHash('sha256').update(value).digest()

export function metricsRoutes(config: Pick<Config, 'appUrl' | 'metricsToken' | 'metricsAllow'>, metrics: Metrics) {
  const app = new Hono<RestEnv>()
  const { metricsToken, metricsAllow } = config
  if (!metricsToken && metricsAllow.length === 0) return app
  const expected = metricsToken ? digest(metricsToken) : undefined
  const allowed = metricsAllow.length > 0 ? proxyaddr.compile(metricsAllow) : () => false

  app.get('/metrics', async (c) => {
    const { bearer } = present(c.req.raw, config.appUrl)
    const byToken = Boolean(expected && bearer && timingSafeEqual(digest(bearer), expected))
    const ip = c.get('clientIp')
    const byAddress = Boolean(ip && ip !== 'unknown' && allowed(ip, 0))
    if (!byToken && !byAddress) {
      if (expected) c.header('www-authenticate', 'Bearer realm="metrics"')
      return c.text('Not allowed\n', expected ? 401 : 403)
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    })
  })
  return app
}
