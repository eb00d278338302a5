// REST calls as the web client makes them: JSON, the CSRF header, the session cookie.
// biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely, field by field
export interface RestResponse<T = any> {
  status: number
  body: T
  text: string
  headers: Headers
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function rest<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<RestResponse<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-graphql-csrf': '1',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    redirect: 'manual',
  })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: response.status, body: body as T, text, headers: response.headers }
}
