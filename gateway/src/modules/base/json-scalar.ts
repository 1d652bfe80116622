// The JSON scalar: any JSON value, written inline in a query or passed as a variable.
// Input is bounded (issue 11 item 4): nested at most 20 deep and 64 KB written out, checked without
// recursion, so a 10,000-deep value is a clear BAD_USER_INPUT and not a stack overflow (schema/bounded-json.ts,
// which the input limits plugin also runs before execution).
import type { ValueNode } from 'graphql';
import { sdlScalar } from './sdl-scalar.js';
import { boundedJson, JSON_LIMITS, tooDeep } from '../../schema/bounded-json.js';

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

export const JSONScalar = sdlScalar<unknown, unknown>({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => boundedJson(value),
  parseLiteral: (node, variables) => boundedJson(literalValue(node, variables)),
});
