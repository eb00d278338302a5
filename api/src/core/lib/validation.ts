import { z } from 'zod'
import { ValidationError } from '../errors.js'

// C0 controls and DEL; newline (and the carriage return before it) only where text is multi-line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const singleLineControls = /[\u0000-\u001F\u007F]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a string is valid text: no lone UTF-16 surrogates, no NUL or other C0 controls. */
export function isCleanText(value: string, multiline = false): boolean {
  return !loneSurrogate.test(value) && !(multiline ? controls : singleLineControls).test(value)
}

/**
 * The one text field for what people type (names, places, descriptions, search text): trimmed,
 * capped, and refused when it carries control characters or broken Unicode, which the database
 * cannot store and no keyboard types. Callers add their own `min` and messages.
 */
export function text(options: { max: number; tooLong?: string; error?: string; multiline?: boolean }) {
  return z
    .string({ error: options.error })
    .trim()
    .max(options.max, options.tooLong ?? `Must be ${options.max} characters or less`)
    .refine((v) => isCleanText(v, options.multiline), 'Text contains characters that are not allowed')
}

/** Strings anywhere in the input, checked before a schema sees them (ids, tokens, e-mails too). */
function firstUncleanPath(input: unknown, path: (string | number)[] = [], depth = 0): string | null {
  if (typeof input === 'string') return isCleanText(input, true) ? null : path.join('.')
  if (depth > 8 || input === null || typeof input !== 'object') return null
  for (const [key, value] of Object.entries(input)) {
    const found = firstUncleanPath(value, [...path, key], depth + 1)
    if (found !== null) return found
  }
  return null
}

/** Parses input with a zod schema; the first problem becomes a ValidationError with its message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const unclean = firstUncleanPath(input)
  if (unclean !== null) throw new ValidationError('Text contains characters that are not allowed', unclean || undefined)
  const result = schema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ValidationError(issue?.message ?? 'Invalid input', issue?.path.join('.') || undefined)
  }
  return result.data
}
