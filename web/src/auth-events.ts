/** Fired when the server says the session is gone; the app signs the person out (signed-in.tsx). */
export const unauthorizedEvent = 'gather:unauthorized'

/** The non-simple header the server requires on cookie requests (CSRF protection). */
export const csrfHeader = { 'x-graphql-csrf': '1' }
