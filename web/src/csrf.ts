/** The non-simple header the server requires on cookie requests (CSRF protection). */
export const csrfHeader = { 'x-graphql-csrf': '1' }
