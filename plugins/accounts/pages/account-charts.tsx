// The overview's charts (issue 31 §3): a wrap account's portfolio value or a cash account's balance over a chosen
// range, and money in and out by month over the last 12 months, each with its table behind "Show as table" (the
// kit's charts). The figures are the gateway's: a point is what the Portfolio valuation or the Transactions tab
// says for that day, and the last is the balance above. A wrap account adds its returns (wrap-performance.tsx).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BarChart, LineChart, type ChartDatum, type LinePoint } from '@kit/chart';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { AccountHistoryRange } from '@kit/gql/graphql';
import { Card, QueryStates } from '@kit/layout';
import { decimalForDrawing } from '@kit/money';
import { Tabs } from '@kit/tabs/tabs';
import { CASH_ACCOUNT_HISTORY, PORTFOLIO_HISTORY, type ValueHistory } from './account-charts-queries';
import styles from './account-charts.module.css';
import type { AccountDetails } from './get-account';
import { WrapPerformance } from './wrap-performance';

type ChartKind = 'WRAP' | 'CASH';
const RANGES: readonly AccountHistoryRange[] = ['ONE_MONTH', 'SIX_MONTHS', 'ONE_YEAR', 'SINCE_OPENING'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** A value-axis tick: "$1.2M", "$850K", "$900". */
const compact = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', notation: 'compact', maximumFractionDigits: 1 });
const formatTick = (value: number) => compact.format(value);

/** yyyy-MM as "Nov 2026". */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The account's history over `range` from the gateway: the portfolio's for a wrap, the ledger's for a cash account. */
function useHistory(kind: ChartKind, accountId: string, range: AccountHistoryRange) {
  const variables = { accountId, range };
  const wrap = useQuery(PORTFOLIO_HISTORY, { variables, skip: kind !== 'WRAP' });
  const cash = useQuery(CASH_ACCOUNT_HISTORY, { variables, skip: kind !== 'CASH' });
  const result = kind === 'WRAP' ? wrap : cash;
  const history: ValueHistory | undefined = kind === 'WRAP' ? wrap.data?.portfolioHistory : cash.data?.cashAccountHistory;
  return { history, loading: result.loading, error: result.error, refetch: result.refetch };
}

function ValueChart({ kind, history }: { kind: ChartKind; history: ValueHistory }) {
  if (!history.points.length) return <p className={styles.note}>{t('account.charts.value.empty')}</p>;
  const data: LinePoint[] = history.points.map((p) => ({
    key: p.date,
    x: Date.parse(`${p.date}T00:00:00Z`) / DAY_MS,
    label: formatDay(p.date),
    value: decimalForDrawing(p.value),
    figures: [formatAmount(p.value)],
  }));
  return (
    <LineChart
      title={t(`account.charts.value.title.${kind}`)}
      data={data}
      columns={[t('account.charts.value.col.date'), t(`account.charts.value.col.${kind}`)]}
      formatTick={formatTick}
      testId="account-value-chart"
    />
  );
}

function ValueOverTime({ kind, accountId }: { kind: ChartKind; accountId: string }) {
  const [range, setRange] = useState<AccountHistoryRange>('ONE_YEAR');
  const { history, loading, error, refetch } = useHistory(kind, accountId, range);
  return (
    <Card headingId="account-value-heading" title={t(`account.charts.value.title.${kind}`)}>
      <p className={styles.note}>{t(`account.charts.value.note.${kind}`)}</p>
      <Tabs label={t('account.charts.range.label')} tabs={RANGES.map((id) => ({ id, label: t(`account.charts.range.${id}`) }))} selected={range} onChange={setRange} oneLine>
        <QueryStates data={history} loading={loading} error={error} refetch={refetch} loadingLabel={t('account.charts.loading')} errorMessage={t('account.charts.error')}>
          {(h) => <ValueChart kind={kind} history={h} />}
        </QueryStates>
      </Tabs>
    </Card>
  );
}

function MoneyInOut({ kind, accountId }: { kind: ChartKind; accountId: string }) {
  // The months do not depend on the range: asked with the shortest, which the value chart's 1 month shares.
  const { history, loading, error, refetch } = useHistory(kind, accountId, 'ONE_MONTH');
  const columns = ['in', 'out'] as const;
  return (
    <Card headingId="account-flows-heading" title={t('account.charts.flows.title')}>
      <p className={styles.note}>{t(`account.charts.flows.note.${kind}`)}</p>
      <QueryStates data={history} loading={loading} error={error} refetch={refetch} loadingLabel={t('account.charts.loading')} errorMessage={t('account.charts.error')}>
        {(h) => {
          if (!h.months.some((m) => decimalForDrawing(m.moneyIn) !== 0 || decimalForDrawing(m.moneyOut) !== 0)) {
            return <p className={styles.note}>{t('account.charts.flows.empty')}</p>;
          }
          const data: ChartDatum[] = h.months.map((m) => ({
            key: m.month,
            label: monthLabel(m.month),
            value: decimalForDrawing(m.net),
            values: [decimalForDrawing(m.moneyIn), decimalForDrawing(m.moneyOut)],
            figures: [formatAmount(m.moneyIn), formatAmount(m.moneyOut), formatAmount(m.net)],
          }));
          return (
            <BarChart
              title={t('account.charts.flows.title')}
              data={data}
              series={columns.map((c) => t(`account.charts.flows.col.${c}`))}
              columns={[t('account.charts.flows.col.month'), t('account.charts.flows.col.in'), t('account.charts.flows.col.out'), t('account.charts.flows.col.net')]}
              labelWidth={80}
              testId="account-flows-chart"
            />
          );
        }}
      </QueryStates>
    </Card>
  );
}

export function AccountCharts({ account }: { account: AccountDetails }) {
  const kind: ChartKind | null = account.kind === 'WRAP' ? 'WRAP' : account.kind === 'CASH' ? 'CASH' : null;
  if (!kind) return null;
  return (
    <div className={styles.charts}>
      <ValueOverTime kind={kind} accountId={account.accountId} />
      <MoneyInOut kind={kind} accountId={account.accountId} />
      {kind === 'WRAP' && <WrapPerformance accountId={account.accountId} />}
    </div>
  );
}
