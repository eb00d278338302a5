import { builder } from '../builder.js'
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../errors.js'

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
})

builder.objectType(AppError, { name: 'BaseError', interfaces: [ErrorInterface] })
builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
})
builder.objectType(UnauthorizedError, { name: 'UnauthorizedError', interfaces: [ErrorInterface] })
builder.objectType(ForbiddenError, { name: 'ForbiddenError', interfaces: [ErrorInterface] })
builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface] })
builder.objectType(ConflictError, { name: 'ConflictError', interfaces: [ErrorInterface] })
builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
})
builder.objectType(ServiceUnavailableError, { name: 'ServiceUnavailableError', interfaces: [ErrorInterface] })
