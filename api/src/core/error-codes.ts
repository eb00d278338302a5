// The API's error vocabulary: every error a client can receive (GraphQL's `extensions.code`, the
// `code` of the Error interface, the `code` beside REST's `error` and `message`, a graphql-ws
// pong's and the /ws socket's `code`) is one of these. The set is closed: a client may switch on
// it, docs/api.md lists it (api/test/error-codes.test.ts checks both ways), and an error the edges
// cannot name is INTERNAL_SERVER_ERROR, a bug.

interface ErrorCodeInfo {
  /** The HTTP status of an answer that fails with it. */
  status: number
  /** What happened, for the schema's ErrorCode enum and the docs. */
  meaning: string
}

export const errorCodes = {
  BAD_REQUEST: {
    status: 400,
    meaning:
      'The request itself is malformed: not JSON, neither a query nor a documentId, a mutation over GET (405), a socket message the endpoint does not take.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body (or a /ws message) is over its size limit.' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request body did not arrive in time.' },
  CSRF_REFUSED: {
    status: 403,
    meaning:
      "A browser session's write from another site, or without a JSON content type or the x-graphql-csrf header.",
  },
  GRAPHQL_PARSE_FAILED: { status: 400, meaning: 'The document is not GraphQL: a syntax error.' },
  GRAPHQL_VALIDATION_FAILED: {
    status: 400,
    meaning: 'The document asks for something the schema does not have, or in a way it does not allow.',
  },
  OPERATION_RESOLUTION_FAILURE: {
    status: 400,
    meaning: 'operationName names no operation of the document, or the document holds several and none is named.',
  },
  BAD_USER_INPUT: {
    status: 400,
    meaning: 'A variable or argument of the wrong type or shape, or a page (first, last) outside 0 to 100.',
  },
  INVALID_ID: {
    status: 400,
    meaning: 'An ID that is not one of the ids this API hands out, or a databaseId (a UUID) given to node().',
  },
  INVALID_CURSOR: { status: 400, meaning: 'A page cursor that is not one this API handed out.' },
  PERSISTED_DOCUMENTS_ONLY: {
    status: 403,
    meaning: "In production a browser session runs only the web app's persisted documents, never text.",
  },
  PERSISTED_DOCUMENT_NOT_FOUND: { status: 400, meaning: 'No persisted document has that documentId.' },
  DEPTH_LIMIT: { status: 400, meaning: 'The document is nested more than 12 levels deep.' },
  ALIAS_LIMIT: { status: 400, meaning: 'The document has more than 15 aliases.' },
  DIRECTIVE_LIMIT: { status: 400, meaning: 'The document has more than 20 directives.' },
  TOKEN_LIMIT: { status: 400, meaning: 'The document has more than 2,000 tokens.' },
  COST_LIMIT: { status: 400, meaning: 'The operation costs more than the 1,000 points one operation may cost.' },
  RATE_LIMITED: {
    status: 429,
    meaning: "Too many calls: the hour's API points are spent, or a limit on sign-ins, e-mails or searches is reached.",
  },
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'The input breaks a rule (missing, malformed, too long, a date in the past).',
  },
  UNAUTHENTICATED: {
    status: 401,
    meaning: 'Not signed in, an unknown or revoked access token, or an e-mail and password that do not match.',
  },
  FORBIDDEN: {
    status: 403,
    meaning: 'Signed in, but not allowed: not the organiser, a read-only token writing, a token on account calls.',
  },
  ACCESS_ENDED: {
    status: 403,
    meaning: "A live stream's access ended (its `reason`: removed, declined, ended, signed-out, account-deleted).",
  },
  NOT_FOUND: { status: 404, meaning: 'Nothing with that id, link or path that you may see (the two answer alike).' },
  GATHER_ID_NOT_FOUND: { status: 404, meaning: 'No one has that Gather ID.' },
  CONFLICT: {
    status: 409,
    meaning: 'It clashes with how things stand: a Gather ID taken, someone already in, a gather that has ended.',
  },
  PASSWORD_REQUIRED: {
    status: 422,
    meaning: 'A verification link opened outside the browser that signed up: send it again with a password.',
  },
  BUSY: { status: 503, meaning: 'The server is checking too many passwords at once.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    meaning: 'A service this needs (the geocoder, the live position store) cannot answer now.',
  },
  DATABASE_UNAVAILABLE: { status: 503, meaning: 'The database cannot be used right now.' },
  INTERNAL_SERVER_ERROR: { status: 500, meaning: 'An unexpected failure: a bug worth reporting.' },
} as const satisfies Record<string, ErrorCodeInfo>

export type ErrorCode = keyof typeof errorCodes

export const errorCodeNames = Object.keys(errorCodes) as ErrorCode[]

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodes, value)

/** A REST error body: the spec's `error` and `message`, and the code beside them. */
export const errorBody = (code: ErrorCode, message: string, error = message) => ({ error, message, code })
