import SchemaBuilder from '@pothos/core'
import ErrorsPlugin from '@pothos/plugin-errors'
import PrismaPlugin from '@pothos/plugin-prisma'
import RelayPlugin from '@pothos/plugin-relay'
import ScopeAuthPlugin from '@pothos/plugin-scope-auth'
import ValidationPlugin from '@pothos/plugin-validation'
import { GraphQLError } from 'graphql'
import { GraphQLDateTime } from 'graphql-scalars'
import type PrismaTypes from '../../../generated/pothos-types.js'
import { getDatamodel } from '../../../generated/pothos-types.js'
import type { User } from '../../core/db/prisma.js'
import { prisma } from '../../core/db.js'
import type { Context } from './context.js'
import DescribeGeneratedPlugin, { errorTypeNames } from './describe-generated.js'
import { decodeNodeId } from './ids.js'
import { relayDescriptions } from './relay-descriptions.js'

export const builder = new SchemaBuilder<{
  Context: Context
  PrismaTypes: PrismaTypes
  AuthScopes: { signedIn: boolean }
  AuthContexts: { signedIn: Context & { viewer: User } }
  DefaultFieldNullability: false
  Scalars: { DateTime: { Input: Date; Output: Date | string } }
}>({
  // Plugins see a field's config last to first: describeGenerated fills in the errors options
  // before the errors plugin reads them.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin, DescribeGeneratedPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({ signedIn: context.viewer !== null }),
    // The one scope is being signed in: its refusal is UNAUTHENTICATED (the plugin's own error has no code).
    unauthorizedError: (_parent, _context, _info, result) =>
      new GraphQLError(result.message, { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  // A field with `errors` answers `<Field>Result`: its `<Field>Payload` or one of its errors
  // (createMeetup: CreateMeetupResult = CreateMeetupPayload | NotFoundError | ValidationError).
  errors: {
    defaultTypes: [],
    defaultResultOptions: { name: (field) => errorTypeNames(field).payload },
    defaultUnionOptions: { name: (field) => errorTypeNames(field).union },
  },
  prisma: {
    client: () => prisma(),
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : process.env.NODE_ENV === 'test' ? 'error' : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    ...relayDescriptions,
    decodeGlobalID: decodeNodeId,
  },
})

// Input is strict RFC 3339 (graphql-scalars'): "1" or a 13th month is refused as BAD_USER_INPUT,
// where `new Date` read "1" as 2001. Output stays what clients have always read: toISOString.
builder.addScalarType('DateTime', GraphQLDateTime, {
  description:
    'A date and time, RFC 3339: `2026-11-29T10:00:00Z`, or with an offset (`2026-11-29T11:00:00+01:00`). Answered in UTC with milliseconds (`2026-11-29T10:00:00.000Z`).',
  // Resolvers give a Date or an ISO string (Scalars above).
  serialize: (value) => (value instanceof Date ? value.toISOString() : (value as string)),
})

builder.queryType({
  description:
    'Reads. Signed-out visitors may ask for a gather by its share link and for what the sign-in screens need; everything else about a person needs their session.',
})
builder.mutationType({
  description:
    "Changes, each decided by the same service rules as the REST API. Expected failures come back as typed errors in each field's result union, never as a 500.",
})
builder.subscriptionType({
  description:
    'Live pushes over graphql-ws at /graphql, for signed-in people who may see what they watch; a stream ends with an ACCESS_ENDED error when that stops.',
})
