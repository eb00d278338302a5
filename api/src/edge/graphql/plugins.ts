// Yoga's plugins, in the order they run: in production the page a browser opening /graphql gets,
// trusted documents (which documents a caller may run), the token rule (a read token runs no
// mutation), the cost limit (the one price of cost.ts: the hourly points and the largest
// operation), graphql-armor's limits on a document's shape, each refusal with its own code and
// HTTP 400, and the codes of every error (error-codes.ts); with tracing on, spans of each phase
// before them all.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import type { GraphQLError } from 'graphql'
import { isAsyncIterable, type Plugin } from 'graphql-yoga'
import type { ErrorCode } from '../../core/error-codes.js'
import { tracing } from '../../core/tracing.js'
import { present } from '../identify.js'
import type { AppServices } from '../services.js'
import { browserPagePlugin } from './browser-page.js'
import { pointsCallerOf } from './context.js'
import { costLimitPlugin } from './cost-limit.js'
import { errorCodesPlugin } from './error-codes.js'
import { tokenScopePlugin } from './token-scope.js'
import { type PersistedDocuments, trustedDocumentsPlugin } from './trusted-documents.js'

export function graphqlPlugins(services: AppServices, documents: PersistedDocuments, production: boolean) {
  // First, so that its spans of parse, validate and execute hold the other plugins' work too.
  const spans = tracing()?.graphql
  const traced: Plugin[] = spans ? [spans] : []
  return [
    ...traced,
    // Where GraphiQL is not: a page for a browser that opens /graphql.
    ...(production ? [browserPagePlugin()] : []),
    trustedDocumentsPlugin(documents, {
      production,
      presented: (request) => present(request, services.config.appUrl),
    }),
    tokenScopePlugin(),
    costLimitPlugin({ limits: services.limits, callerOf: pointsCallerOf(services) }),
    EnvelopArmorPlugin({
      // Relay's fragment spreads are not extra depth.
      maxDepth: { n: 12, flattenFragments: true, ...refusedAs('DEPTH_LIMIT') },
      // Priced by cost.ts, with the variables: armor's own count cannot see them.
      costLimit: { enabled: false },
      maxAliases: { n: 15, ...refusedAs('ALIAS_LIMIT') },
      maxDirectives: { n: 20, ...refusedAs('DIRECTIVE_LIMIT') },
      maxTokens: { n: 2000, ...refusedAs('TOKEN_LIMIT') },
      // "Did you mean …?" helps whoever is writing a query; production answers without it (armor's
      // default). The schema itself is public either way: introspection and /schema.graphql.
      blockFieldSuggestion: { enabled: production },
    }),
    refusalStatus(),
    errorCodesPlugin(),
  ]
}

const documentRefusals = new Set<ErrorCode>(['DEPTH_LIMIT', 'ALIAS_LIMIT', 'DIRECTIVE_LIMIT', 'TOKEN_LIMIT'])

/** Armor's refusals carry no code and would be answered 200: give them both. */
const refusedAs = (code: ErrorCode) => ({
  onReject: [
    (_context: unknown, error: GraphQLError) => {
      Object.assign(error.extensions, { code, http: { status: 400, spec: false } })
    },
  ],
})

/**
 * Yoga answers a document it could not parse 200 to an `application/json` client, whatever the
 * error says (the GraphQL-over-HTTP rule for syntax errors): a refusal of ours keeps its 400.
 */
function refusalStatus(): Plugin {
  return {
    onExecutionResult: ({ result, setResult }) => {
      if (!result || isAsyncIterable(result)) return
      const refused = result.errors?.find((e) => documentRefusals.has(e.extensions?.code as ErrorCode))
      const status = (refused?.extensions?.http as { status?: number } | undefined)?.status
      if (status) setResult({ ...result, extensions: { ...result.extensions, http: { status } } })
    },
  }
}
