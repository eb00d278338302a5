// npm run bench (`-- --quick`: short runs, fewer viewers, the same keys): the parts below, one
// after the other, each printing its own tables.
//   bench-http.ts    start times; HTTP load on the app beside a bare Yoga on the same schema
//   bench-live.ts    live positions under load: push against the seed's polling, 200 updates/s
//   bench-live-rate.ts  the seed's design against ours at a realistic rate (one position per 5 s)
//   bench-manage.ts  the organiser's views: the manage screen of 500 people, a calendar of 500 gathers
//   bench-location.ts  the location write path: CPU per update (app and PostgreSQL), HOT updates
//   bench-fanout.ts  the push fan-out: CPU per push, the knee, idle subscribed connections
import { benchFanout } from './bench-fanout.js'
import { benchHttp } from './bench-http.js'
import { benchLive } from './bench-live.js'
import { benchLiveRate } from './bench-live-rate.js'
import { benchLocation } from './bench-location.js'
import { benchManage } from './bench-manage.js'

const parts: (() => Promise<string[]>)[] = [
  benchHttp,
  benchLive,
  benchLiveRate,
  benchManage,
  benchLocation,
  benchFanout,
]

for (const part of parts) for (const line of await part()) console.log(line)
