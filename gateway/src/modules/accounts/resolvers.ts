// Account search (intermediary v2), accounts by id (accounts/list) and per-account access level.
import type { Resolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { accountKind, accountKindOfType } from '@gateway/kit/accounts/account-kind.js';
import { normaliseAccountNumber } from '@gateway/kit/accounts/account-kind.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { getPreferences } from '@gateway/kit/user/get-preferences.js';
import { queryBadge } from '@gateway/kit/query-badge.js';
import { emptyAccountConnection, toAccountConnection } from './account-connection.js';
import { searchAccounts } from '@gateway/kit/accounts/search-accounts.js';
import { buildAccountQuery, type AccountFilterInput } from './build-account-query.js';
import { favouriteIds } from '@gateway/kit/accounts/favourite-ids.js';
import { toAccount } from './map-account.js';
import { decodePageCursor } from './page-cursor.js';
import { resolveAccountDetails } from './details/resolve-account-details.js';
import { resolveAccountTabs } from './details/resolve-account-tabs.js';
import { getProductCodes } from './api/get-product-codes.js';

/** accountsByIds: a recent or favourites panel needs a handful; this bounds the upstream calls one query makes. */
const MAX_IDS = 200;

/** 000 §5: favourites come from the favourite-accounts preference; none saved means no results. */
async function favouriteFilter(ctx: GatewayContext, filter: AccountFilterInput): Promise<string[]> {
  const saved = favouriteIds((await getPreferences(ctx.upstream, ['favourite-accounts'])).get('favourite-accounts'));
  const only = filter.accountIds?.length ? new Set(filter.accountIds) : null;
  return only ? saved.filter((id) => only.has(id)) : saved;
}

export const accountsResolvers = {
  Query: {
    async accountSearch(_, args, ctx) {
      let accountIds: string[] | undefined;
      if (args.filter?.favourites) {
        accountIds = await favouriteFilter(ctx, args.filter);
        if (accountIds.length === 0) return emptyAccountConnection();
      }
      const cursor = decodePageCursor(args.after);
      const user = await ctx.loaders.userDetails();
      const { query, advisers } = buildAccountQuery({ ...args, after: cursor?.upstream, badge: queryBadge(ctx.caller, user), accountIds });
      return toAccountConnection(await searchAccounts(ctx.upstream, user.mac, query, advisers), cursor?.lastAccountId ?? null);
    },

    async productCodes(_, args, ctx) {
      const user = await ctx.loaders.userDetails();
      const products = await getProductCodes(ctx.upstream, user.mac, queryBadge(ctx.caller, user), args.accountStatus ?? undefined);
      return products.map((p) => ({ code: p.productCode, description: p.productDescription }));
    },

    account(_, args, ctx) {
      return resolveAccountDetails(ctx, args.accountNumber);
    },

    async accountsByIds(_, args, ctx) {
      if (args.ids.length > MAX_IDS) throw gatewayError(ErrorCode.BAD_USER_INPUT, `At most ${MAX_IDS} ids at a time`, { field: 'ids' });
      const rows = await ctx.loaders.accountsById.loadMany(args.ids);
      return rows.map((row) => {
        if (row instanceof Error) throw row;
        return row ? toAccount(row) : null;
      });
    },
  },

  AccountDetails: {
    tabs: (account, _, ctx) => resolveAccountTabs(ctx, account),
  },

  LinkedAccount: {
    kind: (link) => accountKindOfType(link.accountType),
    pageNumber: (link) => normaliseAccountNumber(link.accountNumber),
  },

  Account: {
    kind: (account) => accountKind(account.productCode),
    pageNumber: (account) => normaliseAccountNumber(account.accountNumber),
    access: (account, _, ctx) => ctx.loaders.accountAccess.load(account.accountId),
  },
} satisfies Resolvers;
