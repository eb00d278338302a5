// Where the caller stands against the hourly points (cost-limit.ts), as GitHub's `rateLimit`: what
// is left after this operation, when the hour ends, and what an operation costs (cost.ts) without
// running it.
import { GraphQLError, parse, validate } from 'graphql'
import { ValidationError } from '../../core/errors.js'
import { builder } from './builder.js'
import { priceOperation } from './cost.js'
import type { ApiPoints } from './cost-limit.js'

const RateLimit = builder.objectRef<ApiPoints>('RateLimit').implement({
  description:
    'Your hourly points: per access token, per signed-in session, or per client address without either. Each operation takes its cost before it runs.',
  fields: (t) => ({
    limit: t.int({
      nullable: true,
      description: 'Points per hour; null when your calls are not counted.',
      resolve: (points) => points.state?.limit ?? null,
    }),
    remaining: t.int({
      nullable: true,
      description: 'Points left in this hour, this operation already taken; null when your calls are not counted.',
      resolve: (points) => points.state?.remaining ?? null,
    }),
    resetAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the hour ends and the points are whole again; null when your calls are not counted.',
      resolve: (points) => points.state?.resetAt ?? null,
    }),
    cost: t.int({
      description:
        'What this operation cost; given `document` (a GraphQL document with one operation, its variables left to their defaults), what that would cost, without running it or taking anything.',
      args: { document: t.arg.string({ required: false, description: 'The document to price.' }) },
      resolve: (points, { document }, _context, info) => {
        if (document == null) return points.cost ?? 0
        const parsed = parseDocument(document)
        const errors = validate(info.schema, parsed)
        if (errors.length) throw new ValidationError(`document is not valid: ${errors[0]?.message}`, 'document')
        const price = priceOperation(info.schema, parsed)
        if (price.refusedPage) throw new ValidationError(`document is not valid: ${price.refusedPage}`, 'document')
        return price.points
      },
    }),
  }),
})

function parseDocument(document: string) {
  try {
    return parse(document, { maxTokens: 2000 })
  } catch (error) {
    if (error instanceof GraphQLError) throw new ValidationError(`document is not valid: ${error.message}`, 'document')
    throw error
  }
}

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimit,
    description: 'Your hourly points and what operations cost.',
    resolve: (_root, _args, context) => context.apiPoints,
  }),
)
