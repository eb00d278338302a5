// A join link opened while signed out is resumed after sign-in (sessionStorage 'pendingJoinLink',
// as the spec names it), and so is any other signed-in screen's address (Manage, the calendar).
// A copy goes to localStorage with an expiry, because the newcomer's path often leaves the tab:
// the verification link opens from the mail app in a new one.
/** Long enough to sign up and verify; short enough not to surprise someone days later. */
export const pendingJoinTtlMs = 24 * 60 * 60 * 1000

type Storages = { session?: Storage; local?: Storage; now?: () => number }

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn()
  } catch {
    return fallback
  }
}

function createPending(key: string, durableKey: string, { session, local, now = Date.now }: Storages) {
  return {
    get(): string | null {
      const here = safe(() => session?.getItem(key) ?? null, null)
      if (here) return here
      const stored = safe(() => local?.getItem(durableKey) ?? null, null)
      if (!stored) return null
      const parsed = safe(() => JSON.parse(stored) as { link?: unknown; until?: unknown }, {})
      if (typeof parsed.link === 'string' && typeof parsed.until === 'number' && parsed.until > now())
        return parsed.link
      safe(() => local?.removeItem(durableKey), undefined)
      return null
    },
    set(link: string) {
      safe(() => session?.setItem(key, link), undefined)
      safe(() => local?.setItem(durableKey, JSON.stringify({ link, until: now() + pendingJoinTtlMs })), undefined)
    },
    clear() {
      safe(() => session?.removeItem(key), undefined)
      safe(() => local?.removeItem(durableKey), undefined)
    },
  }
}

export const createPendingJoin = (storages: Storages) =>
  createPending('pendingJoinLink', 'gather-pending-join', storages)
export const createPendingPath = (storages: Storages) => createPending('pendingPath', 'gather-pending-path', storages)

const browserStorages: Storages = {
  session: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  local: typeof localStorage === 'undefined' ? undefined : localStorage,
}
export const pendingJoinLink = createPendingJoin(browserStorages)
/** A signed-in screen's path and query ("/meetup/…/manage"), opened signed out. */
export const pendingPath = createPendingPath(browserStorages)

/** Only an address of this app (a path, never "//elsewhere" or a full URL) is resumed. */
export const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
