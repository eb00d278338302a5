import type { z } from 'zod'
import { ValidationError } from '../errors.js'

/** Parses input with a zod schema; the first problem becomes a ValidationError with its message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ValidationError(issue?.message ?? 'Invalid input', issue?.path.join('.') || undefined)
  }
  return result.data
}
