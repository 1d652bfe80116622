// Recent accounts (000 §2, §4): the RecentAccounts preference, newest first, resolved to accounts.
import { useQuery } from '@apollo/client/react';
import { GET_ACCOUNTS_BY_IDS } from '../api/get-recent-accounts';
import { RecentSection, useRecentIds } from '../shared/recent-section';
import { AccountOption } from './account-option';

export function RecentAccounts() {
  const recent = useRecentIds('RecentAccounts');
  const accounts = useQuery(GET_ACCOUNTS_BY_IDS, { variables: { ids: recent.ids }, skip: recent.ids.length === 0, errorPolicy: 'all' });
  return (
    <RecentSection copy="recentAccounts" recent={recent} resolving={accounts} entries={accounts.data?.accountsByIds}>
      {(account) => <AccountOption key={account.accountId} account={account} idPrefix="recent-account" />}
    </RecentSection>
  );
}
