// Payments (002; issue 14): queries and mutations of schema.graphql.
import { closeAccount } from './account-closure.js';
import { paymentMutations } from './mutations.js';
import { paymentQueries } from './queries.js';
import { requestPensionPayment } from './retirement-requests.js';

export const paymentsResolvers = {
  Query: paymentQueries,
  Mutation: { ...paymentMutations, requestPensionPayment, closeAccount },
};
