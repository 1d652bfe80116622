// One upstream search page as the schema's AccountConnection.
import type { AccountSearchPage } from '@gateway/kit/accounts/search-accounts.js';
import { dedupeAccounts } from '@gateway/kit/accounts/dedupe-accounts.js';
import { toAccount, type AccountNode } from './map-account.js';
import { encodePageCursor } from './page-cursor.js';

/** skipAccountId: the account the previous page ended on (its rows may continue on this page). */
export function toAccountConnection(page: AccountSearchPage, skipAccountId: string | null = null) {
  const rows = page.data?.accounts ?? [];
  const nodes = dedupeAccounts(rows.filter((row) => row.accountId !== skipAccountId)).map(toAccount);
  const upstreamCursor = page.data?.endCursor ?? null;
  const lastAccountId = rows.at(-1)?.accountId ?? skipAccountId;
  return {
    totalCount: page.total_count ?? page.totalCount ?? nodes.length,
    balancesAsAt: page.balancesAsAt ?? null,
    nodes,
    edges: nodes.map((node) => ({ cursor: node.accountId, node })),
    pageInfo: {
      hasNextPage: Boolean(page.data?.hasNextPage),
      endCursor: upstreamCursor ? encodePageCursor({ upstream: upstreamCursor, lastAccountId }) : null,
    },
  };
}

export const emptyAccountConnection = () => ({
  totalCount: 0,
  balancesAsAt: null,
  nodes: [] as AccountNode[],
  edges: [] as Array<{ cursor: string; node: AccountNode }>,
  pageInfo: { hasNextPage: false, endCursor: null },
});
