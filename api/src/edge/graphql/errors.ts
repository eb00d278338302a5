import { errorCodeNames, errorCodes } from '../../core/error-codes.js'
import {
  AppError,
  BusyError,
  ConflictError,
  ForbiddenError,
  GatherIdNotFoundError,
  NotFoundError,
  PasswordRequiredError,
  RateLimitError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../../core/errors.js'
import { builder } from './builder.js'

const message = 'What went wrong, in words to show the person (English, one sentence).'

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description:
    "Every code the API answers a failure with: a typed error's `code`, a GraphQL error's `extensions.code`, the `code` of a REST error body. The set is closed.",
  values: Object.fromEntries(errorCodeNames.map((code) => [code, { description: errorCodes[code].meaning }])),
})

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description:
    'An expected failure a field lists in its result union: the answer is one of these instead of its payload. Unexpected failures are GraphQL errors instead.',
  fields: (t) => ({
    message: t.exposeString('message', { description: message }),
    code: t.field({
      type: ErrorCodeEnum,
      description: 'Its code: what a top-level GraphQL error of this kind carries in `extensions.code`.',
      resolve: (error) => error.code,
    }),
  }),
})

builder.objectType(AppError, {
  name: 'BaseError',
  description: 'A failure with no more specific type; its message says what went wrong.',
  interfaces: [ErrorInterface],
})
builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused (missing, malformed, too long, or against a rule such as a date in the past).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', {
      nullable: true,
      description: 'The argument or input field at fault, to show the message beside it; null when no one field is.',
    }),
  }),
})
builder.objectType(UnauthorizedError, {
  name: 'UnauthorizedError',
  description: 'Not signed in, or the e-mail and password do not match an account.',
  interfaces: [ErrorInterface],
})
builder.objectType(ForbiddenError, {
  name: 'ForbiddenError',
  description:
    "Signed in, but not allowed: for example not the gather's organiser, or an e-mail address not verified yet.",
  interfaces: [ErrorInterface],
})
builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'Nothing with that id, share link or Gather ID, or nothing you may see (the two answer alike).',
  interfaces: [ErrorInterface],
})
builder.objectType(GatherIdNotFoundError, {
  name: 'GatherIdNotFoundError',
  description: 'No one has that Gather ID: the person was not found (a missing gather or group is a NotFoundError).',
  interfaces: [ErrorInterface],
})
builder.objectType(ConflictError, {
  name: 'ConflictError',
  description:
    'It clashes with how things stand: a Gather ID taken, someone already in the gather or group, a gather that has ended.',
  interfaces: [ErrorInterface],
})
builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  description: 'Too many of these in a short time: wait retryAfterSeconds, then try again.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      description: 'Seconds until the same call may succeed (as HTTP Retry-After).',
    }),
  }),
})
builder.objectType(BusyError, {
  name: 'BusyError',
  description:
    'The server is checking too many passwords at once: wait retryAfterSeconds (a few seconds), then try again.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      description: 'Seconds until the same call may succeed (as HTTP Retry-After).',
    }),
  }),
})
builder.objectType(ServiceUnavailableError, {
  name: 'ServiceUnavailableError',
  description: "A service this needs (the place search's geocoder) cannot answer now; try again later.",
  interfaces: [ErrorInterface],
})
builder.objectType(PasswordRequiredError, {
  name: 'PasswordRequiredError',
  description:
    'A verification link opened outside the browser that signed up: call again with the password to set (the link still works until then).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address the link verifies, to show above the password field.' }),
  }),
})

/**
 * Names the argument at fault in a ValidationError the way the schema does: a service names its
 * input's key, which may be spelled as REST spells it (gatherID for the gatherId argument).
 */
export const argumentAtFault =
  (key: string, argument: string) =>
  (error: unknown): never => {
    if (error instanceof ValidationError && error.field === key) throw new ValidationError(error.message, argument)
    throw error
  }
