// Recent accounts (000 §2, §4): the RecentAccounts preference, newest first, resolved to accounts.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { preferenceIds } from '@kit/favourites/favourite-ids';
import { GET_ACCOUNTS_BY_IDS, GET_RECENT_PREFERENCES } from '../api/get-recent-accounts';
import { PanelMessage } from '../shared/panel-message';
import { panelState } from '../shared/panel-state';
import { OptionList, Section } from '../shared/section';
import { AccountOption } from './account-option';

const RECENT_LIMIT = 5;

export function RecentAccounts() {
  const prefs = useQuery(GET_RECENT_PREFERENCES, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const saved = prefs.data?.viewer.preferences?.find((p) => p.key === 'RecentAccounts')?.value;
  const ids = preferenceIds(saved).slice(0, RECENT_LIMIT);
  const accounts = useQuery(GET_ACCOUNTS_BY_IDS, { variables: { ids }, skip: ids.length === 0, errorPolicy: 'all' });
  const list = (accounts.data?.accountsByIds ?? []).filter((a) => a !== null);

  const prefsFailed = !prefs.loading && !prefs.data?.viewer.preferences;
  const accountsFailed = ids.length > 0 && !accounts.loading && !accounts.data?.accountsByIds;
  const state = panelState({
    loading: (prefs.loading && !prefs.data) || (ids.length > 0 && accounts.loading && !accounts.data),
    error: prefsFailed || accountsFailed,
    count: list.length,
  });

  return (
    <Section title={t('search.recentAccounts.heading')}>
      {state === 'loading' && <PanelMessage kind="loading" text={t('kit.loading')} />}
      {state === 'error' && <PanelMessage kind="error" text={t('search.recentAccounts.error')} />}
      {state === 'empty' && <PanelMessage kind="empty" text={t('search.recentAccounts.empty')} />}
      {state === 'entries' && (
        <OptionList label={t('search.recentAccounts.heading')}>
          {list.map((account) => (
            <AccountOption key={account.accountId} account={account} idPrefix="recent-account" />
          ))}
        </OptionList>
      )}
    </Section>
  );
}
