// The adviser's book (issue 31 §2): one upstream call answers the dashboard card.
import type { Resolvers } from '../resolvers-types.js';
import { centsOf, upstreamAmount } from '@gateway/kit/decimal.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { getBook, putLowCashThreshold } from './api/book-api.js';
import { toBook } from './map-book.js';
import type { GatewayContext } from '../../context.js';

const MAX_THRESHOLD_CENTS = 100_000_000_000n;

async function book(ctx: GatewayContext) {
  const user = await ctx.loaders.userDetails();
  return toBook(await getBook(ctx.upstream, user.mac));
}

export const bookResolvers = {
  Query: {
    book: (_, __, ctx) => book(ctx),
  },
  Mutation: {
    async setBookLowCashThreshold(_, args, ctx) {
      const cents = centsOf(args.threshold);
      if (cents === null || cents < 0n || cents > MAX_THRESHOLD_CENTS) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The threshold must be an amount from 0 to 1,000,000,000', { field: 'threshold' });
      }
      await putLowCashThreshold(ctx.upstream, upstreamAmount(args.threshold));
      ctx.upstream.forgetCaller();
      return book(ctx);
    },
  },
} satisfies Resolvers;
