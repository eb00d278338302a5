// The position stream's due flushes on shared timers, not one per gather: everything due now runs on one
// setImmediate, and a later flush joins the timer of its slot (due times rounded up to `slotMs`,
// so a window is never shorter than asked, and at most `slotMs` longer). With many gathers this is
// a handful of timers per window instead of one per gather and batch.

export function createFlushTimers(slotMs: number) {
  /** Each key's pending run and where it waits: 0 for the next turn of the event loop, else its slot. */
  const due = new Map<object, { run: () => void; slot: number }>()
  const slots = new Map<number, Set<object>>()

  const runAll = (slot: number, keys: Iterable<object>) => {
    for (const key of keys) {
      const entry = due.get(key)
      if (entry?.slot !== slot) continue
      due.delete(key)
      entry.run()
    }
  }

  // A run may schedule again: the slot is taken out before its runs start.
  const runSlot = (slot: number) => {
    const keys = slots.get(slot)
    slots.delete(slot)
    if (keys) runAll(slot, keys)
  }

  const runSoon = () => runSlot(0)

  return {
    /** Runs `run` once after `waitMs` (at the end of this turn of the event loop when ≤ 0), replacing the key's pending run. */
    schedule(key: object, waitMs: number, run: () => void) {
      this.cancel(key)
      const slot = waitMs <= 0 ? 0 : Math.ceil((performance.now() + waitMs) / slotMs) * slotMs
      due.set(key, { run, slot })
      let keys = slots.get(slot)
      if (!keys) {
        keys = new Set()
        slots.set(slot, keys)
        // A slot has its timer exactly while its set is there.
        if (slot === 0) setImmediate(runSoon)
        else setTimeout(runSlot, slot - performance.now(), slot)
      }
      keys.add(key)
    },
    cancel(key: object) {
      const entry = due.get(key)
      if (!entry) return
      due.delete(key)
      slots.get(entry.slot)?.delete(key)
    },
    /** Whether the key has a run pending. */
    pending: (key: object) => due.has(key),
    /** Timers waiting (for the tests). */
    size: () => slots.size,
  }
}

export type FlushTimers = ReturnType<typeof createFlushTimers>
