// The Request Centre (002; issue 13): queries and mutations of schema.graphql.
import type { Resolvers } from '../resolvers-types.js';
import { caseMutations } from './case-mutations.js';
import { caseQueries } from './case-queries.js';
import { createRequestQueries } from './create-request-queries.js';

export const requestCentreResolvers = {
  Query: { ...caseQueries, ...createRequestQueries },
  Mutation: caseMutations,
} satisfies Resolvers;
