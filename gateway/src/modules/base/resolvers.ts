// Root fields every module extends, and the JSON, Base64, Date, DateTime, Money and Decimal scalars.
import type { Resolvers } from '../resolvers-types.js';
import { Base64Scalar } from './base64-scalar.js';
import { DateScalar, DateTimeScalar } from './date-scalars.js';
import { JSONScalar } from './json-scalar.js';
import { DecimalScalar, MoneyScalar } from './money-scalars.js';

export const baseResolvers = {
  JSON: JSONScalar,
  Base64: Base64Scalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Money: MoneyScalar,
  Decimal: DecimalScalar,
  Query: {
    ping: () => 'pong',
  },
  Mutation: {
    noop: () => true,
  },
} satisfies Resolvers;
