// The dropdown's account search: pages of 25 until 5 accounts are found or the pages run out (000 §9).
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { SearchAccount } from '../api/account-fields';
import { SEARCH_ACCOUNTS, type SearchAccountsData } from '../api/search-accounts';
import { markAnswer } from '../search-box/answer-timing';
import { addPage } from './collect-accounts';
import { statusFilter, type PillStatus } from './status-filter';

/** Bounds the pages one keystroke may cost when most rows are secondary duplicates. */
const MAX_PAGES = 4;

export type AccountSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; accounts: SearchAccount[]; totalCount: number; balancesAsAt: string | null };

export function useAccountSearch(term: string | null, statuses: readonly PillStatus[]): AccountSearchState {
  const client = useApolloClient();
  const statusKey = statuses.join(',');
  const key = term ? `${statusKey}|${term}` : null;
  // The answer of the latest request, by its key: a newer key reads as loading until its answer lands.
  const [answer, setAnswer] = useState<{ key: string; state: AccountSearchState } | null>(null);

  useEffect(() => {
    if (!term || !key) return;
    let current = true;
    const accountStatus = statusFilter(statusKey ? (statusKey.split(',') as PillStatus[]) : []);
    (async () => {
      let found: SearchAccount[] = [];
      let after: string | null = null;
      let totalCount = 0;
      let balancesAsAt: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const result: { data?: SearchAccountsData } = await client.query({
          query: SEARCH_ACCOUNTS,
          variables: { keyword: term, accountStatus, after },
          fetchPolicy: 'network-only',
        });
        const connection = result.data?.accountSearch;
        if (!connection) throw new Error('account search failed');
        if (page === 0) {
          totalCount = connection.totalCount;
          balancesAsAt = connection.balancesAsAt;
        }
        const next: { accounts: SearchAccount[]; more: boolean; cursor: string | null } = addPage(found, connection);
        found = next.accounts;
        if (!next.more) break;
        after = next.cursor;
      }
      if (!current) return;
      markAnswer();
      setAnswer({ key, state: { status: 'done', accounts: found, totalCount, balancesAsAt } });
    })().catch(() => {
      // A superseded search's failure must not overwrite the newer one's state.
      if (current) setAnswer({ key, state: { status: 'error' } });
    });
    return () => {
      current = false;
    };
  }, [client, term, statusKey, key]);

  if (!key) return { status: 'idle' };
  return answer?.key === key ? answer.state : { status: 'loading' };
}
