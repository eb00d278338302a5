// A join link opened while signed out is kept for the session and resumed after sign-in.
const key = 'pendingJoinLink'

export const pendingJoinLink = {
  get: () => sessionStorage.getItem(key),
  set: (code: string) => sessionStorage.setItem(key, code),
  clear: () => sessionStorage.removeItem(key),
}
