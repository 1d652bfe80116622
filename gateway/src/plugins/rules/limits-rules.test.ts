import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxAliasesRule } from './max-aliases-rule.js';
import { maxDepthRule } from './max-depth-rule.js';
import { NoSchemaIntrospectionRule } from './no-schema-introspection-rule.js';

const schema = buildSchema(/* GraphQL */ `
  type Node { id: ID, child: Node }
  type Query { node: Node }
`);

const nested = (depth: number) => `${'{ node '.repeat(1)}${'{ child '.repeat(depth - 2)}{ id }${' }'.repeat(depth - 2)} }`;
const codes = (doc: string, rule: Parameters<typeof validate>[2]) =>
  validate(schema, parse(doc), rule).map((error) => error.extensions?.code);

describe('max depth rule', () => {
  it('allows depth 12 and rejects 13', () => {
    expect(codes(nested(12), [maxDepthRule(12)])).toEqual([]);
    expect(codes(nested(13), [maxDepthRule(12)])).toEqual(['QUERY_TOO_DEEP']);
  });

  it('counts through fragments and inline fragments, and survives fragment cycles', () => {
    const doc = /* GraphQL */ `
      query { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { id } }
    `;
    // node > child > child > child > id
    expect(codes(doc, [maxDepthRule(5)])).toEqual([]);
    expect(codes(doc, [maxDepthRule(4)])).toEqual(['QUERY_TOO_DEEP']);
    const cyclic = 'query { node { ...A } } fragment A on Node { child { ...A } }';
    expect(() => validate(schema, parse(cyclic), [maxDepthRule(12)])).not.toThrow();
  });

  it('does not count introspection fields', () => {
    const deepIntrospection = `{ __schema { types { fields { type ${'{ ofType '.repeat(12)}{ name }${' }'.repeat(12)} } } } }`;
    expect(codes(deepIntrospection, [maxDepthRule(12)])).toEqual([]);
  });
});

describe('max aliases rule', () => {
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;

  it('allows 30 aliases and rejects 31', () => {
    expect(codes(aliases(30), [maxAliasesRule(30)])).toEqual([]);
    expect(codes(aliases(31), [maxAliasesRule(30)])).toEqual(['TOO_MANY_ALIASES']);
  });

  it('counts aliases in a fragment each time it is spread', () => {
    const doc = `{ node { ...F } x: node { ...F } } fragment F on Node { a: id b: id }`;
    expect(codes(doc, [maxAliasesRule(4)])).toEqual(['TOO_MANY_ALIASES']); // 1 + 2 + 2
    expect(codes(doc, [maxAliasesRule(5)])).toEqual([]);
  });
});

describe('no schema introspection rule', () => {
  it('rejects __schema and __type but allows __typename', () => {
    expect(codes('{ __schema { queryType { name } } }', [NoSchemaIntrospectionRule])).toEqual(['INTROSPECTION_DISABLED']);
    expect(codes('{ __type(name: "Node") { name } }', [NoSchemaIntrospectionRule])).toEqual(['INTROSPECTION_DISABLED']);
    expect(codes('{ __typename node { __typename } }', [NoSchemaIntrospectionRule])).toEqual([]);
  });
});
