import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sdlScalar } from './sdl-scalar.js';

const typeDefs = '"Shouted text." scalar Loud\ntype Query { echo(value: Loud!): Loud! }';
const config = { name: 'Loud', serialize: (v: unknown) => String(v), parseValue: (v: unknown) => String(v).toUpperCase() };
// The schema is built by @graphql-tools' copy of graphql (CommonJS), so the test reads its types without isScalarType.
const build = (Loud: GraphQLScalarType) =>
  makeExecutableSchema({ typeDefs, resolvers: { Loud, Query: { echo: (_: unknown, args: { value: string }) => args.value } } });

describe('sdlScalar', () => {
  it('keeps the SDL description and still parses', () => {
    const loud = build(sdlScalar(config)).getType('Loud');
    expect(loud?.description).toBe('Shouted text.');
    expect((loud as GraphQLScalarType).parseValue('hi')).toBe('HI');
  });

  it('is needed: a plain GraphQLScalarType blanks the description', () => {
    expect(build(new GraphQLScalarType(config)).getType('Loud')?.description).toBeUndefined();
  });
});
