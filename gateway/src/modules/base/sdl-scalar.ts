// A custom scalar for a module's resolver map. The generated `Resolvers` types a scalar as a GraphQLScalarType, and
// @graphql-tools/schema copies every own field of one onto the SDL's scalar, an undefined description too: without
// its description the instance leaves the SDL's in place.
import { GraphQLScalarType, type GraphQLScalarTypeConfig } from 'graphql';

export function sdlScalar<TInternal, TExternal>(config: GraphQLScalarTypeConfig<TInternal, TExternal>): GraphQLScalarType<TInternal, TExternal> {
  const scalar = new GraphQLScalarType(config);
  Reflect.deleteProperty(scalar, 'description');
  return scalar;
}
