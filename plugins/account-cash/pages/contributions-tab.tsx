// dashboard/cash-account/{n}/contributions (issue 17): a super-linked cash account's contributions (the types of
// 002 §3) with totals by type for the financial year, filtered by period and type, newest first, "Show more"
// paging. Another account says contributions apply to super-linked cash accounts only.
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { CheckboxGroup, FilterForm, useFilterForm } from '@kit/form/filter-fields';
import { hasFilter } from '@kit/form/filter-rules';
import { formatAmount, formatDay } from '@kit/format-values';
import type { CashAccountContributionsQuery, CashContributionFilter } from '@kit/gql/graphql';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { CASH_ACCOUNT_CONTRIBUTIONS } from '../api/queries';
import styles from '../components/account-cash.module.css';
import { CashPeriodFields } from '../components/ledger-filters';
import { CONTRIBUTION_RULES, CONTRIBUTION_TYPES, EMPTY_CONTRIBUTION_DRAFT, toContributionFilter } from '../lib/contributions';
import { usePaged } from '@kit/table/use-paged';

type Result = CashAccountContributionsQuery['cashAccountContributions'];
type Contribution = Result['contributions'][number];

const PAGE_SIZE = 50;

const columns: readonly Column<Contribution>[] = [
  { key: 'date', header: t('accountCash.contributions.col.date'), render: (c) => <span className={styles.nowrap}>{formatDay(c.date)}</span> },
  { key: 'type', header: t('accountCash.contributions.col.type'), render: (c) => t(`accountCash.contributionType.${c.type}`) },
  { key: 'contributor', header: t('accountCash.contributions.col.contributor'), render: (c) => c.contributor },
  { key: 'amount', header: t('accountCash.contributions.col.amount'), align: 'end', render: (c) => <span className={styles.nowrap}>{formatAmount(c.amount)}</span> },
];

function ContributionFilters({ onApply }: { onApply(filter: CashContributionFilter): void }) {
  const state = useFilterForm({ empty: EMPTY_CONTRIBUTION_DRAFT, rules: CONTRIBUTION_RULES, toFilter: toContributionFilter, onApply });
  return (
    <FilterForm
      state={state}
      label={t('accountCash.contributions.filters')}
      applyLabel={t('accountCash.filter.apply')}
      clearLabel={t('accountCash.filter.clear')}
      extra={<CheckboxGroup legend={t('accountCash.contributions.filter.types')} options={CONTRIBUTION_TYPES} optionLabel={(type) => t(`accountCash.contributionType.${type}`)} />}
    >
      <CashPeriodFields />
    </FilterForm>
  );
}

export default function ContributionsTab({ account }: AccountContributionProps) {
  const client = useApolloClient();
  const [filter, setFilter] = useState<CashContributionFilter>({});
  const variables = useMemo(() => ({ accountId: account.accountId, filter }), [account.accountId, filter]);
  const results = usePaged(
    JSON.stringify(variables),
    async (after) => {
      const res = await client.query({ query: CASH_ACCOUNT_CONTRIBUTIONS, variables: { ...variables, first: PAGE_SIZE, after }, fetchPolicy: 'network-only' });
      const page = res.data?.cashAccountContributions;
      if (!page) throw res.error ?? new Error('no contributions');
      return { rows: page.contributions, total: page.totalCount, next: page.endCursor ?? null, extra: page };
    },
    hasFilter(filter),
  );
  const summary = results.extra;

  if (summary && !summary.superLinked) {
    return (
      <section className={styles.tab} aria-labelledby="account-cash-contributions-title">
        <h2 id="account-cash-contributions-title" className={styles.title}>
          {t('accountCash.contributions.title')}
        </h2>
        <p className={styles.note}>{t('accountCash.contributions.notSuper')}</p>
      </section>
    );
  }

  return (
    <section className={styles.tab} aria-labelledby="account-cash-contributions-title">
      <header>
        <h2 id="account-cash-contributions-title" className={styles.title}>
          {t('accountCash.contributions.title')}
        </h2>
        <p className={styles.subtitle}>{t('accountCash.contributions.intro')}</p>
      </header>
      {summary?.financialYearFrom && summary.financialYearTo && (
        <section aria-labelledby="account-cash-contributions-totals">
          <h3 id="account-cash-contributions-totals" className={styles.label}>
            {t('accountCash.contributions.totals', { from: formatDay(summary.financialYearFrom), to: formatDay(summary.financialYearTo) })}
          </h3>
          <dl className={styles.totals}>
            {summary.totals.map((total) => (
              <div key={total.type} className={styles.total}>
                <dt>{t(`accountCash.contributionType.${total.type}`)}</dt>
                <dd>{formatAmount(total.amount)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ContributionFilters onApply={setFilter} />
      <DataTable
        caption={t('accountCash.contributions.title')}
        columns={columns}
        rows={results.rows}
        rowId={(c) => c.id}
        state={results.state}
        messages={{
          noData: t('accountCash.contributions.noData'),
          noFilteredData: t('accountCash.contributions.noFilteredData'),
          loadError: t('accountCash.contributions.loadError'),
        }}
        onRetry={results.load}
        hasMore={results.hasMore}
        onLoadMore={() => void results.loadMore()}
      />
    </section>
  );
}
