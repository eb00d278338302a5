// Someone signed in: what was fetched before asked as nobody. Modules that keep such answers
// register here; the sign-in flow, which must not load them, only announces the change.
const forgetters = new Set<() => void>()

/** Runs `forget` whenever the person using the app changes. */
export function onIdentityChange(forget: () => void) {
  forgetters.add(forget)
}

export function identityChanged() {
  for (const forget of forgetters) forget()
}
