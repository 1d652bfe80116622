// Payments (002; issue 14): queries and mutations of schema.graphql.
import type { Resolvers } from '../resolvers-types.js';
import { closeAccount } from './account-closure.js';
import { approvalsOf } from './map-payment.js';
import { paymentMutations } from './mutations.js';
import { paymentQueries } from './queries.js';
import { requestPensionPayment } from './retirement-requests.js';

export const paymentsResolvers = {
  Query: paymentQueries,
  Mutation: { ...paymentMutations, requestPensionPayment, closeAccount },
  // The signing rule, answered as data so the web never reads a signing type's words (issue 28).
  PaymentPermissions: { approvalsRequired: (p: { signingType?: string | null }) => (p.signingType ? approvalsOf(p) : null) },
  SignatoryAuthority: { approvalsRequired: approvalsOf },
  PaymentAuthority: { approvalsRequired: approvalsOf },
  Payment: { approvalsRequired: approvalsOf },
} satisfies Resolvers;
