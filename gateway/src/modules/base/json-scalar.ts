// The JSON scalar: any JSON value, written inline in a query or passed as a variable. A plain config
// (not a GraphQLScalarType instance) so it is independent of which copy of graphql built the schema.
import type { GraphQLScalarTypeConfig, ValueNode } from 'graphql';

function literalValue(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case 'StringValue':
    case 'BooleanValue':
    case 'EnumValue':
      return node.value;
    case 'IntValue':
    case 'FloatValue':
      return Number(node.value);
    case 'NullValue':
      return null;
    case 'ListValue':
      return node.values.map((value) => literalValue(value, variables));
    case 'ObjectValue':
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value, variables)]));
    case 'Variable':
      return variables?.[node.name.value];
  }
}

export const JSONScalar: Pick<GraphQLScalarTypeConfig<unknown, unknown>, 'serialize' | 'parseValue' | 'parseLiteral'> = {
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literalValue(node, variables),
};
