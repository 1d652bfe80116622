// A wrap account's Fees tab (issue 17): adviser service, administration and investment fees of the last 24
// months by month, quarter or financial year, sortable by period or amount, with totals by type, and beside the
// table a bar chart of the same rows by period (issue 31 §3).
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { AccountContributionProps } from '@kit/plugin';
import { SelectField } from '@kit/form/select-field';
import { layout } from '@kit/layout';
import type { Column } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import { GET_ACCOUNT_FEES, type AccountFeeRow } from '../api/fees';
import { FeesChart } from '../components/fees-chart';
import { ReportCard } from '../components/report-card';
import styles from '../components/reports.module.css';
import { sortFees, type FeeSortColumn } from '../lib/sort-fees';

type Period = 'MONTH' | 'QUARTER' | 'FINANCIAL_YEAR';
const PERIODS: readonly Period[] = ['MONTH', 'QUARTER', 'FINANCIAL_YEAR'];

const columns: readonly Column<AccountFeeRow>[] = [
  {
    key: 'period',
    header: t('accountReports.fees.col.period'),
    sortable: true,
    render: (f) => <span className={styles.nowrap}>{t('accountReports.period', { from: formatDay(f.periodFrom), to: formatDay(f.periodTo) })}</span>,
  },
  { key: 'type', header: t('accountReports.fees.col.type'), sortable: true, firstDirection: 'asc', render: (f) => t(`accountReports.fees.type.${f.type}`) },
  { key: 'amount', header: t('accountReports.fees.col.amount'), sortable: true, align: 'end', render: (f) => <span className={styles.nowrap}>{formatAmount(f.amount)}</span> },
];

export default function FeesTab({ account }: AccountContributionProps) {
  const [period, setPeriod] = useState<Period>('MONTH');
  const [sort, setSort] = useState<SortState<FeeSortColumn>>({ column: 'period', direction: 'desc' });
  const { data, previousData, loading, error, refetch } = useQuery(GET_ACCOUNT_FEES, {
    variables: { accountId: account.accountId, period },
    notifyOnNetworkStatusChange: true,
  });
  const fees = (data ?? previousData)?.accountFees;
  const rows = useMemo(() => sortFees(fees?.fees ?? [], sort), [fees, sort]);

  return (
    <ReportCard
      report="fees"
      account={account}
      query={{ loading, error, hasData: !!fees, refetch }}
      columns={columns}
      rows={rows}
      rowId={(f) => `${f.periodFrom}:${f.type}`}
      sort={sort}
      onSort={(column, first) => setSort((current) => nextSort(current, column as FeeSortColumn, first))}
      aside={fees && !error ? <FeesChart rows={fees.fees} period={fees.period} /> : null}
    >
      <div className={`${layout.fieldRow} ${styles.filters}`}>
        <SelectField label={t('accountReports.fees.filter.period')} value={period} onChange={setPeriod} options={PERIODS.map((p) => ({ value: p, label: t(`accountReports.fees.period.${p}`) }))} />
      </div>
      {fees && !error && (
        <dl className={styles.totals} aria-label={t('accountReports.fees.totals')}>
          {fees.totals.map((total) => (
            <div key={total.type}>
              <dt>{t(`accountReports.fees.type.${total.type}`)}</dt>
              <dd>{formatAmount(total.amount)}</dd>
            </div>
          ))}
          <div className={styles.grandTotal}>
            <dt>{t('accountReports.fees.total')}</dt>
            <dd>{formatAmount(fees.total)}</dd>
          </div>
        </dl>
      )}
    </ReportCard>
  );
}
