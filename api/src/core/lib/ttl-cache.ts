// A small in-memory cache with a time to live and a size cap (oldest entries go first), which
// also shares one in-flight load between callers asking for the same key at once.
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>()
  private readonly loading = new Map<string, Promise<V>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: string, value: V, ttlMs = this.ttlMs) {
    this.entries.delete(key)
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs })
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  delete(key: string) {
    this.entries.delete(key)
  }

  /** Drops every entry whose value matches (a scan: for rare events, not hot paths). */
  deleteWhere(matches: (value: V) => boolean) {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key)
  }

  /** The cached value, or the result of `load` (cached when `shouldCache` says so). */
  async getOrLoad(key: string, load: () => Promise<V>, shouldCache: (value: V) => boolean = () => true): Promise<V> {
    const cached = this.get(key)
    if (cached !== undefined) return cached
    const inFlight = this.loading.get(key)
    if (inFlight) return inFlight
    const promise = load()
      .then((value) => {
        if (shouldCache(value)) this.set(key, value)
        return value
      })
      .finally(() => this.loading.delete(key))
    this.loading.set(key, promise)
    return promise
  }
}
