// graphql-schema-linter rules it lacks, for a Relay API (named in .graphql-schema-linterrc.yml).
// CommonJS: the linter require()s its custom rules, and reads each rule's name from its function.
const { GraphQLError, getNullableType, isListType, isObjectType } = require('graphql')

const problem = (rule, message, node) => Object.assign(new GraphQLError(message, { nodes: [node] }), { ruleName: rule })

/** An input object type's name ends in `Input`, so it never reads as an output type's. */
function InputObjectNamesEndInInput(context) {
  return {
    InputObjectTypeDefinition(node) {
      const name = node.name.value
      if (name.endsWith('Input')) return
      const message = `The input object type \`${name}\` should be named with \`Input\` at the end.`
      context.reportError(problem('input-object-names-end-in-input', message, node))
    },
  }
}

/**
 * Section 3 of the Relay cursor connections spec, which the built-in relay rules skip: a
 * connection's edge type has a `node` that is not a list and a `cursor` that is a String.
 */
function RelayEdgeTypesSpec(context) {
  return {
    ObjectTypeDefinition(node) {
      if (!node.name.value.endsWith('Connection')) return
      const edges = context.getSchema().getType(node.name.value)?.getFields().edges
      const edge = edges && getNullableType(edges.type)
      // A connection without a list of edges is relay-connection-types-spec's to report.
      if (!isListType(edge) || !isObjectType(getNullableType(edge.ofType))) return
      const edgeType = getNullableType(edge.ofType)
      const { node: item, cursor } = edgeType.getFields()
      const missing = [
        ...(item && !isListType(getNullableType(item.type)) ? [] : ['a `node` field that is not a list']),
        ...(cursor && String(getNullableType(cursor.type)) === 'String' ? [] : ['a `cursor` field of type String']),
      ]
      if (!missing.length) return
      const message = `The edge type \`${edgeType.name}\` of \`${node.name.value}\` needs ${missing.join(' and ')}.`
      context.reportError(problem('relay-edge-types-spec', message, edgeType.astNode ?? node))
    },
  }
}

module.exports = { InputObjectNamesEndInInput, RelayEdgeTypesSpec }
