// A schema a stranger can read: every type, field, argument, enum value and input field we define
// carries a description. Only what graphql itself defines (introspection types, the five
// specified scalars) is left out.
import {
  type GraphQLArgument,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql'
import { expect, it } from 'vitest'
import { schema } from '../src/edge/graphql/schema.js'

const described = (text: string | null | undefined) => (text ?? '').trim().length > 0

/** Every schema coordinate (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`) without a description. */
function undescribed(target: GraphQLSchema): string[] {
  const missing: string[] = []
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const arg of list) if (!described(arg.description)) missing.push(`${owner}(${arg.name}:)`)
  }
  for (const type of Object.values(target.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue
    if (!described(type.description)) missing.push(type.name)
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`)
        args(`${type.name}.${field.name}`, field.args)
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`)
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`)
      }
    }
  }
  for (const directive of target.getDirectives()) {
    if (['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) continue
    if (!described(directive.description)) missing.push(`@${directive.name}`)
    args(`@${directive.name}`, directive.args)
  }
  return missing.sort()
}

it('describes every type, field, argument, enum value and input field of the schema', () => {
  // The list names what to describe (in api/src/schema/*, or the builder's defaults for
  // generated types), so a failure says where to write.
  expect(undescribed(schema)).toEqual([])
})

it('finds what is missing, so the test above can fail', async () => {
  const { GraphQLObjectType, GraphQLSchema, GraphQLString } = await import('graphql')
  const bare = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      description: 'Described.',
      fields: { plain: { type: GraphQLString, args: { q: { type: GraphQLString } } } },
    }),
  })
  expect(undescribed(bare)).toEqual(['Query.plain', 'Query.plain(q:)'])
})
