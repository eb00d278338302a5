// Where focus goes when the page changes under it: the screen's main heading, made focusable
// for the purpose (tabindex -1), so that a screen reader reads where the person now is.

export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
}

export function focusPageHeading(heading: HTMLElement | null = pageHeading()) {
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: false })
  return document.activeElement === heading
}
