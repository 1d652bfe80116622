// A wrap account's returns (issue 31 §3): the time-weighted return over 1 month, 3 months, 1 year and since
// inception, net of fees, with the money moved and the fees charged over each period, and the method stated
// under the table. The figures are the gateway's portfolioPerformance, worked from the same daily values as the
// value chart.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { PortfolioPerformanceQuery } from '@kit/gql/graphql';
import { Card, QueryStates } from '@kit/layout';
import { DataTable, type Column } from '@kit/table/data-table';
import { PORTFOLIO_PERFORMANCE } from './account-charts-queries';
import styles from './account-charts.module.css';

type PeriodReturn = PortfolioPerformanceQuery['portfolioPerformance']['periods'][number];

/** Per cent text "2.9" as "+2.90%", "-1.05" as "-1.05%" (by its digits; the gateway gives 2 places at most). */
export function formatReturn(percent: string): string {
  const [whole = '0', fraction = ''] = percent.replace(/^[-+]/, '').split('.');
  const negative = percent.startsWith('-') && /[1-9]/.test(percent);
  const zero = !/[1-9]/.test(percent);
  return `${negative ? '-' : zero ? '' : '+'}${whole}.${fraction.padEnd(2, '0')}%`;
}

function ReturnCell({ row }: { row: PeriodReturn }) {
  if (row.returnPercent == null) return <>{t('account.performance.notHeld')}</>;
  const text = formatReturn(row.returnPercent);
  return <span className={text.startsWith('-') ? styles.negative : undefined}>{row.annualised ? t('account.performance.perAnnum', { value: text }) : text}</span>;
}

const money = (value: string | null | undefined) => (value == null ? '' : formatAmount(value));

const columns: readonly Column<PeriodReturn>[] = [
  { key: 'period', header: t('account.performance.col.period'), rowHeader: true, render: (r) => t(`account.performance.period.${r.period}`) },
  { key: 'from', header: t('account.performance.col.from'), render: (r) => formatDay(r.from) },
  { key: 'return', header: t('account.performance.col.return'), align: 'end', render: (r) => <ReturnCell row={r} /> },
  { key: 'moneyIn', header: t('account.performance.col.moneyIn'), align: 'end', render: (r) => money(r.moneyIn) },
  { key: 'moneyOut', header: t('account.performance.col.moneyOut'), align: 'end', render: (r) => money(r.moneyOut) },
  { key: 'fees', header: t('account.performance.col.fees'), align: 'end', render: (r) => money(r.fees) },
];

export function WrapPerformance({ accountId }: { accountId: string }) {
  const { data, loading, error, refetch } = useQuery(PORTFOLIO_PERFORMANCE, { variables: { accountId } });
  return (
    <Card headingId="account-performance-heading" title={t('account.performance.title')} className={styles.wide}>
      <QueryStates
        data={data?.portfolioPerformance}
        loading={loading}
        error={error}
        refetch={refetch}
        loadingLabel={t('account.performance.loading')}
        errorMessage={t('account.performance.error')}
      >
        {(p) => (
          <>
            <DataTable plain caption={t('account.performance.caption', { date: formatDay(p.asAt) })} columns={columns} rows={p.periods} rowId={(r) => r.period} />
            <p className={styles.method}>{t('account.performance.method')}</p>
          </>
        )}
      </QueryStates>
    </Card>
  );
}
