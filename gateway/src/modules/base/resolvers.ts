// Root fields every module extends, and the JSON, Base64, Date and DateTime scalars.
import type { Resolvers } from '../resolvers-types.js';
import { Base64Scalar } from './base64-scalar.js';
import { DateScalar, DateTimeScalar } from './date-scalars.js';
import { JSONScalar } from './json-scalar.js';

export const baseResolvers = {
  JSON: JSONScalar,
  Base64: Base64Scalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Query: {
    ping: () => 'pong',
  },
  Mutation: {
    noop: () => true,
  },
} satisfies Resolvers;
