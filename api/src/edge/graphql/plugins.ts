// Yoga's plugins, in the order they run: trusted documents (which documents a caller may run),
// the token rule (a read token runs no mutation), the hourly cost limit, and graphql-armor's
// limits on a document's shape; with tracing on, spans of each phase before them all.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import type { Plugin } from 'graphql-yoga'
import { tracing } from '../../core/tracing.js'
import { present } from '../identify.js'
import type { AppServices } from '../services.js'
import { pointsCallerOf } from './context.js'
import { costLimitPlugin } from './cost-limit.js'
import { tokenScopePlugin } from './token-scope.js'
import { type PersistedDocuments, trustedDocumentsPlugin } from './trusted-documents.js'

export function graphqlPlugins(services: AppServices, documents: PersistedDocuments, production: boolean) {
  // First, so that its spans of parse, validate and execute hold the other plugins' work too.
  const spans = tracing()?.graphql
  const traced: Plugin[] = spans ? [spans] : []
  return [
    ...traced,
    trustedDocumentsPlugin(documents, {
      production,
      presented: (request) => present(request, services.config.appUrl),
    }),
    tokenScopePlugin(),
    costLimitPlugin({ limits: services.limits, callerOf: pointsCallerOf(services) }),
    EnvelopArmorPlugin({
      maxDepth: { n: 12, flattenFragments: true },
      // Cost counts every field once, times the page size asked for (`first`) of each list
      // around it; depth is limited on its own, and Relay's fragment spreads are not extra depth.
      costLimit: { maxCost: 20_000, depthCostFactor: 1, flattenFragments: true },
      maxAliases: { n: 15 },
      maxDirectives: { n: 20 },
      maxTokens: { n: 2000 },
    }),
  ]
}
