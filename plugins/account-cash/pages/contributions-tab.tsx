// dashboard/cash-account/{n}/contributions (issue 17): a super-linked cash account's contributions (the types of
// 002 §3) with totals by type for the financial year, filtered by period and type, newest first, "Show more"
// paging. Another account says contributions apply to super-linked cash accounts only.
import { useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { CheckboxGroup, FilterForm, useFilterForm } from '@kit/form/filter-fields';
import { hasFilter } from '@kit/form/filter-rules';
import { formatAmount, formatDay } from '@kit/format-values';
import type { CashAccountContributionsQuery, CashContributionFilter } from '@kit/gql/graphql';
import { DefinitionList, HeadingBlock, layout } from '@kit/layout';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { CASH_ACCOUNT_CONTRIBUTIONS } from '../api/queries';
import styles from '../components/account-cash.module.css';
import { CashPeriodFields } from '../components/ledger-filters';
import { CONTRIBUTION_RULES, CONTRIBUTION_TYPES, EMPTY_CONTRIBUTION_DRAFT, toContributionFilter } from '../lib/contributions';
import { pagedTableProps, usePagedQuery } from '@kit/table/table-page';

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
  const [filter, setFilter] = useState<CashContributionFilter>({});
  const variables = useMemo(() => ({ accountId: account.accountId, filter }), [account.accountId, filter]);
  const results = usePagedQuery(
    CASH_ACCOUNT_CONTRIBUTIONS,
    variables,
    ({ cashAccountContributions: page }) => page && { rows: page.contributions, total: page.totalCount, next: page.endCursor ?? null, extra: page },
    { first: PAGE_SIZE, filtered: hasFilter(filter) },
  );
  const summary = results.extra;
  const heading = (intro?: string) => <HeadingBlock id="account-cash-contributions-title" title={t('accountCash.contributions.title')} intro={intro} />;

  if (summary && !summary.superLinked) {
    return (
      <section className={styles.tab} aria-labelledby="account-cash-contributions-title">
        {heading()}
        <p className={styles.note}>{t('accountCash.contributions.notSuper')}</p>
      </section>
    );
  }

  return (
    <section className={styles.tab} aria-labelledby="account-cash-contributions-title">
      {heading(t('accountCash.contributions.intro'))}
      {summary?.financialYearFrom && summary.financialYearTo && (
        <section aria-labelledby="account-cash-contributions-totals">
          <h3 id="account-cash-contributions-totals" className={layout.label}>
            {t('accountCash.contributions.totals', { from: formatDay(summary.financialYearFrom), to: formatDay(summary.financialYearTo) })}
          </h3>
          <DefinitionList className={styles.totals} items={summary.totals.map((total) => [t(`accountCash.contributionType.${total.type}`), formatAmount(total.amount)] as const)} />
        </section>
      )}
      <ContributionFilters onApply={setFilter} />
      <DataTable
        caption={t('accountCash.contributions.title')}
        columns={columns}
        rowId={(c) => c.id}
        messages={{
          noData: t('accountCash.contributions.noData'),
          noFilteredData: t('accountCash.contributions.noFilteredData'),
          loadError: t('accountCash.contributions.loadError'),
        }}
        {...pagedTableProps(results)}
      />
    </section>
  );
}
