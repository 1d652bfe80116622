// Root fields every module extends, and the JSON and Base64 scalars.
import type { Resolvers } from '../resolvers-types.js';
import { Base64Scalar } from './base64-scalar.js';
import { JSONScalar } from './json-scalar.js';

export const baseResolvers = {
  JSON: JSONScalar,
  Base64: Base64Scalar,
  Query: {
    ping: () => 'pong',
  },
  Mutation: {
    noop: () => true,
  },
} satisfies Resolvers;
