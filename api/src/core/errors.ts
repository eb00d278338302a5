// Expected failures, shared by the GraphQL and REST faces. Each carries the HTTP status the REST
// shims answer with; GraphQL exposes them as typed errors (errors plugin). Anything else is a bug:
// masked for the client, logged on the server.
export class AppError extends Error {
  readonly status: number = 400
  override name = 'AppError'
}

export class ValidationError extends AppError {
  override readonly status = 400
  override name = 'ValidationError'
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export class UnauthorizedError extends AppError {
  override readonly status = 401
  override name = 'UnauthorizedError'
  constructor(message = 'Unauthorized') {
    super(message)
  }
}

export class ForbiddenError extends AppError {
  override readonly status = 403
  override name = 'ForbiddenError'
  constructor(message = 'You are not allowed to do that') {
    super(message)
  }
}

export class NotFoundError extends AppError {
  override readonly status = 404
  override name = 'NotFoundError'
}

/**
 * No one has that Gather ID (or could: it is not one): a NotFoundError that a client tells apart
 * from a missing gather or group, to say the person was not found.
 */
export class GatherIdNotFoundError extends NotFoundError {
  override name = 'GatherIdNotFoundError'
}

export class ConflictError extends AppError {
  override readonly status = 409
  override name = 'ConflictError'
}

export class RateLimitError extends AppError {
  override readonly status = 429
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
  override name = 'PasswordRequiredError'
  constructor(readonly email: string) {
    super('Choose a password to finish creating your account')
  }
}

/** The server is at capacity for this kind of work (password hashing): try again shortly. */
export class BusyError extends AppError {
  override readonly status = 503
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
  override name = 'ServiceUnavailableError'
  constructor(
    message: string,
    /** When to try again (REST's Retry-After), if known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
