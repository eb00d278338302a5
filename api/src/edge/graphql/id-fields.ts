// A field naming an object it does not return (an event's participant, a deleted gather) carries
// its global id, as `id` fields do, so that a client matches it to what it holds and hands it to
// node(id:) or any argument. The raw UUID such a field carried before stays beside it under
// `…DatabaseId`, deprecated, for one release.
import type { FieldRef } from '@pothos/core'
import type { builder } from './builder.js'
import { globalId, type NodeTypename } from './ids.js'

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never

interface Named<Parent, Field extends string> {
  /** `participant` makes `participantId` and `participantDatabaseId`. */
  field: Field
  type: NodeTypename
  /** What the docs call it: "the gather's global id". */
  noun: string
  uuid: (parent: Parent) => string
}

/** `<field>Id` (the global id) and `<field>DatabaseId` (the UUID, deprecated). */
export function idFields<Parent, Field extends string>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  { field, type, noun, uuid }: Named<Parent, Field>,
) {
  return {
    [`${field}Id`]: t.id({
      description: `The ${noun}'s global id (${type}.id): what node(id:) and every argument take.`,
      resolve: (parent) => globalId(type, uuid(parent)),
    }),
    [`${field}DatabaseId`]: t.id({
      description: `The ${noun}'s UUID (${type}.databaseId), as REST paths name it.`,
      deprecationReason: `Kept for one release; use ${field}Id, a global id.`,
      resolve: (parent) => uuid(parent),
    }),
  } as Record<`${Field}Id` | `${Field}DatabaseId`, FieldRef<Types, string, 'Object'>>
}
