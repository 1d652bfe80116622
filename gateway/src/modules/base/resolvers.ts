// Root fields every module extends, and the JSON scalar.
import { JSONScalar } from './json-scalar.js';

export const baseResolvers = {
  JSON: JSONScalar,
  Query: {
    ping: () => 'pong',
  },
  Mutation: {
    noop: () => true,
  },
};
