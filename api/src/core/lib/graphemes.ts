// Text as people see it: user-perceived characters (grapheme clusters), so that an emoji, a flag
// or an accented letter is never cut in half. The one place for initials and shortening, used by
// the server and the web app alike (no imports: it runs in both).

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The characters a person sees: "Ana 🎉" → ["A", "n", "a", " ", "🎉"]. */
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (part) => part.segment)

/** At most `max` characters, then `ellipsis` when anything was cut. */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const all = graphemes(text)
  return all.length > max ? `${all.slice(0, max).join('')}${ellipsis}` : text
}

const startsWithLetter = (word: string) => /^[\p{L}\p{N}]/u.test(word)

/**
 * One or two capitals: of the first and last words that start with a letter or digit
 * ("Ana O. 🎉" → "AO"); a name without any gives its first character ("🎉" → "🎉").
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const lettered = words.filter(startsWithLetter)
  const first = (word: string | undefined) => (word ? (graphemes(word)[0] ?? '') : '')
  if (lettered.length === 0) return first(words[0])
  const ends = lettered.length > 1 ? [lettered[0], lettered.at(-1)] : [lettered[0]]
  return ends.map((word) => first(word).toUpperCase()).join('')
}
