// The accounts module's per-request loaders: each batches or de-duplicates the reads one GraphQL request
// makes, so a list of N accounts asking for their access level makes one upstream call, not N.
import DataLoader from 'dataloader';
import type { GraphQLError } from 'graphql';
import type { Loaders } from '../../loaders.js';
import type { RequestUpstream } from '../../upstream/request-upstream.js';
import { getAccountAccess, type AccessLevel } from './api/get-account-access.js';
import { getBalance, type PortfolioBalance } from './api/get-balance.js';
import { listAccounts } from './api/list-accounts.js';
import type { AccountRecord } from '@gateway/kit/accounts/account-record.js';
import { dedupeAccounts } from '@gateway/kit/accounts/dedupe-accounts.js';

declare module '../../loaders.js' {
  interface Loaders {
    /** GET accounts/list by id, batched; null when the account is not visible. */
    accountsById: DataLoader<string, AccountRecord | null>;
    /** GET account/access by id, batched; null when the account is not visible. */
    accountAccess: DataLoader<string, AccessLevel | null>;
    /** GET portfolio balance per account (no batch endpoint upstream; de-duplicated per request). */
    portfolioBalance: DataLoader<string, PortfolioBalance | null>;
  }
}

/** Ids per accounts/list or account/access call; keeps URLs well under common 8 KB limits. */
const MAX_IDS_PER_CALL = 50;

export function accountLoaders(upstream: RequestUpstream, all: Loaders): Partial<Loaders> {
  return {
    accountsById: new DataLoader(
      async (ids) => {
        const details = await all.userDetails();
        const rows = dedupeAccounts(
          await listAccounts(upstream, details.mac, upstream.caller.badge ?? details.loginBadge, ids),
        );
        const byId = new Map(rows.map((row) => [row.accountId, row]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_IDS_PER_CALL },
    ),
    accountAccess: new DataLoader(
      async (ids) => {
        const access = await getAccountAccess(upstream, ids);
        return ids.map((id) => access.get(id) ?? null);
      },
      { maxBatchSize: MAX_IDS_PER_CALL },
    ),
    portfolioBalance: new DataLoader<string, PortfolioBalance | null>((accounts) =>
      Promise.all(
        accounts.map((account) =>
          getBalance(upstream, account).catch((error: GraphQLError) =>
            error.extensions?.code === 'NOT_FOUND' ? null : error,
          ),
        ),
      ),
    ),
  };
}
