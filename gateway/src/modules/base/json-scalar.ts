// The JSON scalar: any JSON value, written inline in a query or passed as a variable. A plain config
// (not a GraphQLScalarType instance) so it is independent of which copy of graphql built the schema.
// Input is bounded (issue 11 item 4): nested at most 20 deep and 64 KB written out, checked without
// recursion, so a 10,000-deep value is a clear BAD_USER_INPUT and not a stack overflow.
import type { GraphQLScalarTypeConfig, ValueNode } from 'graphql';
import { ErrorCode, gatewayError } from '../../errors.js';

export const JSON_LIMITS = { maxDepth: 20, maxBytes: 64 * 1024 } as const;

const tooDeep = () =>
  gatewayError(ErrorCode.BAD_USER_INPUT, `A JSON value may be nested at most ${JSON_LIMITS.maxDepth} levels deep`, { maxDepth: JSON_LIMITS.maxDepth });

/** Throws BAD_USER_INPUT when the value is nested too deep or too large; returns it otherwise. */
export function boundedJson(value: unknown): unknown {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  let bytes = 0;
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!;
    if (depth > JSON_LIMITS.maxDepth) throw tooDeep();
    if (typeof item === 'string') bytes += Buffer.byteLength(item) + 2;
    else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item : Object.entries(item).map(([key, v]) => ((bytes += key.length + 3), v));
      bytes += 2;
      for (const child of entries) stack.push({ item: child, depth: depth + 1 });
    } else bytes += 8;
    if (bytes > JSON_LIMITS.maxBytes) {
      throw gatewayError(ErrorCode.BAD_USER_INPUT, `A JSON value may be at most ${JSON_LIMITS.maxBytes / 1024} KB`, { maxBytes: JSON_LIMITS.maxBytes });
    }
  }
  return value;
}

function literalValue(node: ValueNode, variables?: Record<string, unknown> | null, depth = 0): unknown {
  if (depth > JSON_LIMITS.maxDepth) throw tooDeep();
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
      return node.values.map((value) => literalValue(value, variables, depth + 1));
    case 'ObjectValue':
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value, variables, depth + 1)]));
    case 'Variable':
      return variables?.[node.name.value];
  }
}

export const JSONScalar: Pick<GraphQLScalarTypeConfig<unknown, unknown>, 'serialize' | 'parseValue' | 'parseLiteral'> = {
  serialize: (value) => value,
  parseValue: (value) => boundedJson(value),
  parseLiteral: (node, variables) => boundedJson(literalValue(node, variables)),
};
