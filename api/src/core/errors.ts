// Expected failures, shared by the GraphQL and REST faces. Each carries the HTTP status the REST
// shims answer with and its code of the API's vocabulary (error-codes.ts); GraphQL exposes them as
// typed errors (errors plugin). Anything else is a bug: masked for the client, logged on the server.
import type { ErrorCode } from './error-codes.js'

export class AppError extends Error {
  readonly status: number = 400
  readonly code: ErrorCode = 'BAD_REQUEST'
  override name = 'AppError'
}

export class ValidationError extends AppError {
  override readonly status = 400
  override readonly code: ErrorCode = 'VALIDATION_FAILED'
  override name = 'ValidationError'
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

/** A page cursor whose id is not one of ours (every id is a UUID): refused before the database sees it. */
export class InvalidCursorError extends ValidationError {
  override readonly code: ErrorCode = 'INVALID_CURSOR'
  override name = 'InvalidCursorError'
  constructor() {
    super('Invalid cursor')
  }
}

export class UnauthorizedError extends AppError {
  override readonly status = 401
  override readonly code: ErrorCode = 'UNAUTHENTICATED'
  override name = 'UnauthorizedError'
  constructor(message = 'Unauthorized') {
    super(message)
  }
}

export class ForbiddenError extends AppError {
  override readonly status = 403
  override readonly code: ErrorCode = 'FORBIDDEN'
  override name = 'ForbiddenError'
  constructor(message = 'You are not allowed to do that') {
    super(message)
  }
}

export class NotFoundError extends AppError {
  override readonly status = 404
  override readonly code: ErrorCode = 'NOT_FOUND'
  override name = 'NotFoundError'
}

/**
 * No one has that Gather ID (or could: it is not one): a NotFoundError that a client tells apart
 * from a missing gather or group, to say the person was not found.
 */
export class GatherIdNotFoundError extends NotFoundError {
  override readonly code: ErrorCode = 'GATHER_ID_NOT_FOUND'
  override name = 'GatherIdNotFoundError'
}

export class ConflictError extends AppError {
  override readonly status = 409
  override readonly code: ErrorCode = 'CONFLICT'
  override name = 'ConflictError'
}

export class RateLimitError extends AppError {
  override readonly status = 429
  override readonly code: ErrorCode = 'RATE_LIMITED'
  override name = 'RateLimitError'
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/**
 * A verification link opened outside the browser that signed up: it works once the person chooses
 * the password there (whoever holds the link holds the mailbox; the password typed at sign-up
 * might be someone else's).
 */
export class PasswordRequiredError extends AppError {
  override readonly status = 422
  override readonly code: ErrorCode = 'PASSWORD_REQUIRED'
  override name = 'PasswordRequiredError'
  constructor(readonly email: string) {
    super('Choose a password to finish creating your account')
  }
}

/** The server is at capacity for this kind of work (password hashing): try again shortly. */
export class BusyError extends AppError {
  override readonly status = 503
  override readonly code: ErrorCode = 'BUSY'
  override name = 'BusyError'
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/** A service we depend on (the geocoder, Redis) cannot answer now: 503, not an empty answer. */
export class ServiceUnavailableError extends AppError {
  override readonly status = 503
  override readonly code: ErrorCode = 'SERVICE_UNAVAILABLE'
  override name = 'ServiceUnavailableError'
  constructor(
    message: string,
    /** When to try again (REST's Retry-After), if known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
