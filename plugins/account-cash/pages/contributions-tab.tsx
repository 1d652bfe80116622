// dashboard/cash-account/{n}/contributions (issue 17): a super-linked cash account's contributions (the types of
// 002 §3) with totals by type for the financial year, filtered by period and type, newest first, "Show more"
// paging. Another account says contributions apply to super-linked cash accounts only.
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import { formatAmount, formatDay } from '@kit/format-values';
import type { CashAccountContributionsQuery, CashContributionFilter, CashLedgerPeriod, ContributionType } from '@kit/gql/graphql';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { CASH_ACCOUNT_CONTRIBUTIONS } from '../api/queries';
import styles from '../components/account-cash.module.css';
import { CONTRIBUTION_TYPES, EMPTY_CONTRIBUTION_DRAFT, toContributionFilter, type ContributionDraft } from '../lib/contributions';
import { hasFilter, PERIODS, type FieldErrors } from '../lib/filters';
import { usePaged } from '../lib/use-paged';

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
  const [draft, setDraft] = useState<ContributionDraft>(EMPTY_CONTRIBUTION_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<ContributionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = { className: styles.field, labelClassName: styles.label, errorClassName: styles.error };
  const toggle = (type: ContributionType, on: boolean) => set({ types: on ? [...draft.types, type] : draft.types.filter((x) => x !== type) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toContributionFilter(draft);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onApply(result.filter);
  }

  return (
    <form className={styles.filters} aria-label={t('accountCash.contributions.filters')} onSubmit={submit} noValidate>
      <div className={styles.filterRow}>
        <FormField label={t('accountCash.filter.period')} {...field}>
          <select name="period" value={draft.period} onChange={(e) => set({ period: e.target.value as CashLedgerPeriod })}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`accountCash.period.${p}`)}
              </option>
            ))}
          </select>
        </FormField>
        {draft.period === 'CUSTOM' && (
          <>
            <FormField label={t('accountCash.filter.from')} error={errors.from} {...field}>
              <input name="from" type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
            </FormField>
            <FormField label={t('accountCash.filter.to')} error={errors.to} {...field}>
              <input name="to" type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
            </FormField>
          </>
        )}
      </div>
      <fieldset className={styles.types}>
        <legend className={styles.label}>{t('accountCash.contributions.filter.types')}</legend>
        {CONTRIBUTION_TYPES.map((type) => (
          <label key={type} className={styles.typeOption}>
            <input type="checkbox" name="type" value={type} checked={draft.types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
            {t(`accountCash.contributionType.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit">{t('accountCash.filter.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(EMPTY_CONTRIBUTION_DRAFT);
            setErrors({});
            onApply({});
          }}
        >
          {t('accountCash.filter.clear')}
        </Button>
      </div>
    </form>
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
