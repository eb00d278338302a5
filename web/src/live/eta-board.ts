// The arrival board's display rules: who comes first, what each row says about their
// ETA, and who just arrived (the organiser's "Ana arrived" toast). The ETA itself is the
// server's (api/src/live/eta.ts); this only shows it.

export interface EtaLike {
  basis: string
  arrivesAt: string
  lateMinutes: number
}

/**
 * Here first, then (with `byTime`) by arrival time; people without an ETA keep their order, last.
 * Without `byTime` those on their way keep their order too.
 */
export function byArrival<T extends { eta?: EtaLike | null }>(people: readonly T[], { byTime = true } = {}): T[] {
  const rank = (p: T) => (!p.eta ? 2 : p.eta.basis === 'here' ? 0 : 1)
  return people
    .map((p, i) => ({ p, i }))
    .sort((a, b) => {
      const byRank = rank(a.p) - rank(b.p)
      if (byRank) return byRank
      if (byTime && rank(a.p) === 1 && a.p.eta && b.p.eta) {
        const byTime = Date.parse(a.p.eta.arrivesAt) - Date.parse(b.p.eta.arrivesAt)
        if (byTime) return byTime
      }
      return a.i - b.i
    })
    .map(({ p }) => p)
}

export interface EtaText {
  /** 'Here', or 'ETA 6:42 PM'. */
  headline: string
  /** 'in 12 min · from pace' (nothing when here). */
  detail: string | null
  /** 'late by 4 min' when the arrival is after the start. */
  late: string | null
}

const clock = (at: Date, timeZone?: string) =>
  at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })

export function etaText(eta: EtaLike, now: number, timeZone?: string): EtaText {
  if (eta.basis === 'here') return { headline: 'Here', detail: null, late: null }
  const at = new Date(eta.arrivesAt)
  const minutes = Math.max(1, Math.round((at.getTime() - now) / 60_000))
  return {
    headline: `ETA ${clock(at, timeZone)}`,
    detail: `in ${minutes} min · ${eta.basis}`,
    late: eta.lateMinutes >= 1 ? `late by ${eta.lateMinutes} min` : null,
  }
}

/**
 * Who arrived since the last look: people whose status became Here. The first look (`before`
 * null) announces nobody: those already here when the screen opened are no news.
 */
export function newArrivals<T extends { id: string; status: string }>(
  before: ReadonlyMap<string, string> | null,
  people: readonly T[],
): T[] {
  if (!before) return []
  return people.filter((p) => p.status.toLowerCase() === 'here' && (before.get(p.id) ?? '').toLowerCase() !== 'here')
}
