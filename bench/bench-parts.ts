// The parts of `npm run bench`, each with the rows (keys) it must print: an id per measure, the
// same whatever the sample sizes, and the row that carries it. Built from the lists the parts
// run over (queries, modes, steps), so a part that runs less under --quick has fewer keys.
import {
  benchFanout,
  shapes as fanoutShapes,
  steps as fanoutSteps,
  fanoutTargets,
  floorMode,
  latencyModes,
  latencyRowOf,
} from './bench-fanout.js'
import { benchHttp, httpQueries } from './bench-http.js'
import { benchLive, liveDeliveries, liveModes } from './bench-live.js'
import { benchLiveRate, rateDesigns, rateTarget } from './bench-live-rate.js'
import { benchLocation, locationModes, locationTarget } from './bench-location.js'
import { benchManage } from './bench-manage.js'
import { aimOf, type Target } from './bench-options.js'

export interface BenchKey {
  id: string
  /** The printed row that holds the measure. */
  row: RegExp
  /** A target's row: printed again at the end of the run, with the others. */
  target?: true
}

export interface BenchPart {
  name: string
  keys: BenchKey[]
  run(): Promise<string[]>
  /** `--quick` runs it at the same time as the part before it (both read their own servers' CPU). */
  alongside?: boolean
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A table row whose first cells are `cells`. */
const rowOf = (...cells: string[]) => new RegExp(`^\\| ${cells.map(literal).join(' \\| ')} \\|`)
/** A target's row (bench-options.ts targetRow): its name and aim, then what was measured. */
const targetKey = (target: Target): BenchKey => ({
  id: `target: ${target.name}`,
  row: rowOf(target.name, aimOf(target)),
  target: true,
})

export function benchParts(): BenchPart[] {
  const fanoutModes = Object.keys(fanoutShapes)
  return [
    {
      name: 'start and HTTP',
      keys: [
        { id: 'cold start', row: rowOf('cold start (new DATA_DIR, migrations) to first 200') },
        { id: 'warm start', row: rowOf('warm start to first 200') },
        ...httpQueries.flatMap((q) =>
          ['bare Yoga', 'app'].map((server) => ({ id: `${q.title} / ${server}`, row: rowOf(q.title, server) })),
        ),
      ],
      run: benchHttp,
    },
    {
      name: 'live push against polling',
      keys: liveModes().flatMap((mode) =>
        liveDeliveries.map((delivery) => ({ id: `${mode} / ${delivery}`, row: rowOf(mode, delivery) })),
      ),
      run: benchLive,
    },
    {
      name: "live rate (seed's design against ours)",
      keys: [
        ...[...rateDesigns, 'seed ÷ ours'].map((design) => ({ id: design, row: rowOf(design) })),
        targetKey(rateTarget),
      ],
      run: benchLiveRate,
      alongside: true,
    },
    {
      name: "organiser's views",
      keys: ['ManageQuery', 'CalendarQuery'].map((query) => ({ id: query, row: new RegExp(`^\\| ${query}: `) })),
      run: () => benchManage(),
    },
    {
      name: 'location writes',
      keys: [...locationModes.map((mode) => ({ id: mode.title, row: rowOf(mode.title) })), targetKey(locationTarget)],
      run: benchLocation,
    },
    {
      name: 'push fan-out',
      keys: [
        ...fanoutModes.flatMap((mode) => [
          // The first two steps always run (a slope needs two); the knee table reads the 2,000/s one.
          ...fanoutSteps
            .slice(0, 2)
            .map((rate, i) => ({ id: `${mode} / step ${i + 1}`, row: rowOf(mode, String(rate)) })),
          ...(fanoutSteps.includes(2000)
            ? [
                {
                  id: `${mode} / at 2,000 pushes/s`,
                  row: new RegExp(`^\\| ${literal(mode)} \\| [\\d—]+ pushes/s \\| \\d+ ms`),
                },
              ]
            : []),
          // The floor is not the app: it has no idle-socket part.
          ...(mode === floorMode
            ? []
            : [
                { id: `${mode} / idle sockets`, row: new RegExp(`^\\| ${literal(mode)} \\| \\d+ \\| \\d+ → \\d+ \\|`) },
              ]),
          ...((latencyModes as readonly string[]).includes(mode)
            ? [{ id: `${mode} / sender to viewers`, row: rowOf(latencyRowOf(mode)) }]
            : []),
        ]),
        ...Object.values(fanoutTargets).map(targetKey),
      ],
      run: benchFanout,
      alongside: true,
    },
  ]
}
