// Descriptions for the types and fields plugins generate, so that the schema describes every
// type without each field restating them: the result union, payload and `data` field the errors
// plugin makes for a field with `errors`, and the `totalCount` of prisma connections. A field's
// own `errors.union`, `errors.result` or `errors.dataField` description wins. Listed after the
// errors plugin in the builder's plugins, so that it runs first on a field's config (plugins run
// last to first) and the errors plugin reads the options this fills in.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core'

const pluginName = 'describeGenerated'

/** `createMeetup` on Query, Mutation or Subscription; `User.groups` elsewhere. */
function coordinate(parentTypeName: string, fieldName: string) {
  return ['Query', 'Mutation', 'Subscription'].includes(parentTypeName) ? fieldName : `${parentTypeName}.${fieldName}`
}

/** The payload and result union of a field with `errors`: `createMeetup` → CreateMeetupPayload, CreateMeetupResult. */
export function errorTypeNames({ parentTypeName, fieldName }: { parentTypeName: string; fieldName: string }) {
  const base = coordinate(parentTypeName, fieldName).replace('.', '')
  const pascal = base.charAt(0).toUpperCase() + base.slice(1)
  return { payload: `${pascal}Payload`, union: `${pascal}Result` }
}

type ErrorOptions = {
  union?: { description?: string }
  result?: { description?: string }
  dataField?: { description?: string }
}

export class DescribeGeneratedPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const parent = this.buildCache.getTypeConfig(fieldConfig.parentType).name
    if (fieldConfig.name === 'totalCount' && parent.endsWith('Connection') && !fieldConfig.description) {
      return { ...fieldConfig, description: 'How many items the whole list holds, across all its pages.' }
    }
    const options = fieldConfig.pothosOptions as { errors?: ErrorOptions }
    if (!options.errors) return fieldConfig
    const field = `\`${coordinate(parent, fieldConfig.name)}\``
    const { payload } = errorTypeNames({ parentTypeName: parent, fieldName: fieldConfig.name })
    const errors = options.errors
    const described: ErrorOptions = {
      ...errors,
      union: {
        description: `What ${field} answers: ${payload} when it worked, otherwise the error that stopped it (every error has a message to show).`,
        ...errors.union,
      },
      result: { description: `${field} worked: \`data\` holds its answer.`, ...errors.result },
      dataField: { description: `What ${field} gives back when it works (see ${field}).`, ...errors.dataField },
    }
    // The spread loses which kind of field this is: the same kind as fieldConfig.
    return { ...fieldConfig, pothosOptions: { ...fieldConfig.pothosOptions, errors: described } } as typeof fieldConfig
  }
}

SchemaBuilder.registerPlugin(pluginName, DescribeGeneratedPlugin)

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      describeGenerated: DescribeGeneratedPlugin<Types>
    }
  }
}

export default pluginName
