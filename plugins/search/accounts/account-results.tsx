// Accounts for a valid term: the heading with 'View 1' / 'View all N', the status pills and at most 5
// accounts, or the loading, error and nothing-found messages of 000 §2.
import { useLayoutEffect } from 'react';
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import { RouteLink } from '@kit/route-link';
import { measureRender } from '../search-box/answer-timing';
import styles from '../shared/dropdown.module.css';
import { PanelMessage } from '../shared/panel-message';
import { OptionList, Section } from '../shared/section';
import { AccountOption } from './account-option';
import { StatusPills } from './status-pills';
import { statusParam, type PillStatus } from './status-filter';
import { useAccountSearch } from './use-account-search';

export interface AccountResultsProps {
  term: string;
  statuses: readonly PillStatus[];
  onStatusesChange(next: PillStatus[]): void;
}

export function AccountResults({ term, statuses, onStatusesChange }: AccountResultsProps) {
  const search = useAccountSearch(term, statuses);
  useLayoutEffect(() => {
    if (search.status === 'done') measureRender();
  }, [search]);

  const viewAll =
    search.status === 'done' && search.totalCount > 0 ? (
      <RouteLink
        to="search.accounts"
        search={{ query: term, accountStatus: statusParam(statuses) }}
        className={styles.viewAll}
        id="search-accounts-view-all"
        role="option"
        tabIndex={-1}
        data-view-all=""
      >
        {search.totalCount === 1 ? t('search.accounts.viewOne') : t('search.accounts.viewAll', { n: search.totalCount })}
      </RouteLink>
    ) : null;

  return (
    <Section title={t('search.accounts.heading')} aside={viewAll}>
      <StatusPills chosen={statuses} onChange={onStatusesChange} />
      {search.status === 'done' && search.balancesAsAt && (
        <p className={styles.asAt} data-testid="balances-as-at">
          {t('search.accounts.balancesAsAt', { date: formatDay(search.balancesAsAt) })}
        </p>
      )}
      {search.status === 'loading' && <PanelMessage kind="loading" text={t('search.searching')} />}
      {search.status === 'error' && <PanelMessage kind="error" text={t('search.accounts.error')} />}
      {search.status === 'done' && search.accounts.length === 0 && <PanelMessage kind="empty" text={t('search.accounts.empty')} />}
      {search.status === 'done' && search.accounts.length > 0 && (
        <OptionList label={t('search.accounts.heading')}>
          {search.accounts.map((account) => (
            <AccountOption key={account.accountId} account={account} idPrefix="search-account" />
          ))}
        </OptionList>
      )}
    </Section>
  );
}
