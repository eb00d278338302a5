// Files the browser saves: a blob or URL handed to a temporary <a download>.
export function saveFile(href: string, filename: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
}

/** Downloads a gather's .ics (cookie-authenticated), named as the server says. */
export async function downloadCalendar(url: string) {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`)
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'gather.ics'
  const href = URL.createObjectURL(await response.blob())
  saveFile(href, filename)
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
