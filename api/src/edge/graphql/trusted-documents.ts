// Trusted documents: the web app sends the id of a document relay-compiler persisted when the app
// was built (web/persisted-documents.json, written by `npm run relay`), never its text. In
// production a request that rides on a browser's session cookie may run only those documents, so
// a script that gets hold of the page (or a cross-site trick) cannot make the session run a
// query of its own choosing: only what the app itself asks. Anyone else may send text as well,
// within graphql-armor's limits: anonymous callers see only what a visitor sees (and GraphiQL or
// a curl exploring the schema keeps working), and token holders are tools that need any document.
import { readFileSync, statSync } from 'node:fs'
// Renamed: a plugin factory, not a React hook (Biome's hook rule goes by the name).
import { usePersistedOperations as persistedOperations } from '@graphql-yoga/plugin-persisted-operations'
import { GraphQLError } from 'graphql'
import type { ErrorCode } from '../../core/error-codes.js'
import type { Logger } from '../../core/logger.js'
import type { Presented } from '../identify.js'

export const persistedOnlyMessage = "Only the app's persisted documents may be run with a browser session"
export const unknownDocumentMessage = 'Unknown document id: reload the app'

/** Who is asking, as far as the rule needs: whether a session cookie rides on the request. */
type Presenting = Pick<Presented, 'sessionToken'>

/**
 * The rule: who may run a document sent as text. Outside production, everyone (tests and tools
 * post text). In production: a caller without the session cookie, which a Bearer token holder is
 * (the token is checked where the request is authenticated; such a request is the token's, and
 * its cookie is never read). A request carrying the session cookie runs persisted documents only.
 */
export function mayRunAnyDocument(presented: Presenting, production: boolean) {
  return !production || presented.sessionToken === undefined
}

/** The persisted documents by id. Outside production an unknown id re-reads a changed file (`npm run relay` meanwhile). */
export function persistedDocuments(file: string, options: { production: boolean; logger: Logger }) {
  let documents = new Map<string, string>()
  let readAt = -1
  const read = () => {
    let mtime: number
    try {
      mtime = statSync(file).mtimeMs
    } catch {
      if (readAt === -1) options.logger.error({ file }, 'no persisted documents: build the web app (npm run build)')
      readAt = 0
      return
    }
    if (mtime === readAt) return
    try {
      documents = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>))
      readAt = mtime
    } catch {
      // Half-written (relay-compiler writing it meanwhile): the last good copy stays, read again on the next miss.
      options.logger.warn({ file }, 'persisted documents unreadable: keeping the last good copy')
    }
  }
  read()
  return {
    get(id: string): string | undefined {
      if (!documents.has(id) && !options.production) read()
      return documents.get(id)
    },
  }
}

export type PersistedDocuments = ReturnType<typeof persistedDocuments>

/** The id a request names: `documentId` (GraphQL over HTTP's persisted documents), else none. */
function documentIdOf(params: { documentId?: unknown }): string | null {
  return typeof params.documentId === 'string' && params.documentId ? params.documentId : null
}

const refused = (message: string, status: number, code: ErrorCode) =>
  new GraphQLError(message, { extensions: { code, http: { status } } })

/** Yoga's persisted-operations plugin with the rule above, for GraphQL over HTTP. */
export function trustedDocumentsPlugin(
  documents: PersistedDocuments,
  options: { production: boolean; presented: (request: Request) => Presenting },
) {
  return persistedOperations({
    getPersistedOperation: (id) => documents.get(id) ?? null,
    extractPersistedOperationId: (params) => documentIdOf(params as { documentId?: unknown }),
    allowArbitraryOperations: (request) => mayRunAnyDocument(options.presented(request), options.production),
    customErrors: {
      persistedQueryOnly: () => refused(persistedOnlyMessage, 403, 'PERSISTED_DOCUMENTS_ONLY'),
      notFound: () => refused(unknownDocumentMessage, 400, 'PERSISTED_DOCUMENT_NOT_FOUND'),
      keyNotFound: () => refused('Send a query or a documentId', 400, 'BAD_REQUEST'),
    },
  })
}

/**
 * The same for an operation over graphql-ws (whose `query` must be a string: the app sends ''
 * and a `documentId`): the document's text, or the error that answers the operation.
 */
export function resolveSocketDocument(
  params: { query: string; documentId?: unknown },
  presented: Presenting,
  documents: PersistedDocuments,
  production: boolean,
): string | GraphQLError {
  const id = documentIdOf(params)
  if (params.query) {
    if (id) return refused('Send a query or a documentId, not both', 400, 'BAD_REQUEST')
    return mayRunAnyDocument(presented, production)
      ? params.query
      : refused(persistedOnlyMessage, 403, 'PERSISTED_DOCUMENTS_ONLY')
  }
  if (!id) return refused('Send a query or a documentId', 400, 'BAD_REQUEST')
  return documents.get(id) ?? refused(unknownDocumentMessage, 400, 'PERSISTED_DOCUMENT_NOT_FOUND')
}
