// An investment's price history (the kit's line chart, its table behind "Show as table"), with the ranges as tabs.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LineChart, type LinePoint } from '@kit/chart';
import { t } from '@kit/copy';
import { formatDay, formatPrice } from '@kit/format-values';
import type { PriceHistoryRange } from '@kit/gql/graphql';
import { Card, QueryStates } from '@kit/layout';
import { decimalForDrawing } from '@kit/money';
import { Tabs } from '@kit/tabs/tabs';
import { MARKET_PRICE_HISTORY } from '../api/market-data';
import styles from './market-data.module.css';

const RANGES: readonly PriceHistoryRange[] = ['ONE_MONTH', 'THREE_MONTHS', 'ONE_YEAR', 'FIVE_YEARS'];
const DAY_MS = 86_400_000;
const tick = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

export function PriceChart({ code, name, priceDate }: { code: string; name: string; priceDate: string }) {
  const [range, setRange] = useState<PriceHistoryRange>('ONE_YEAR');
  const { data, loading, error, refetch } = useQuery(MARKET_PRICE_HISTORY, { variables: { code, range } });
  const history = data?.marketPriceHistory;
  return (
    <Card headingId="market-data-chart" title={t('marketData.chart.title')}>
      <p className={styles.note}>{t('marketData.chart.note', { date: formatDay(priceDate) })}</p>
      <Tabs label={t('marketData.chart.range')} tabs={RANGES.map((id) => ({ id, label: t(`marketData.chart.range.${id}`) }))} selected={range} onChange={setRange} oneLine>
        <QueryStates data={history} loading={loading} error={error} refetch={refetch} loadingLabel={t('marketData.chart.loading')} errorMessage={t('marketData.chart.error')}>
          {(h) => {
            const points: LinePoint[] = h.points.map((p) => ({
              key: p.date,
              x: Date.parse(`${p.date}T00:00:00Z`) / DAY_MS,
              label: formatDay(p.date),
              value: decimalForDrawing(p.price),
              figures: [formatPrice(p.price)],
            }));
            return (
              <LineChart
                title={`${t('marketData.chart.title')}, ${name} (${code}), ${t(`marketData.chart.range.${range}`)}`}
                data={points}
                columns={[t('marketData.chart.col.date'), t('marketData.chart.col.price')]}
                formatTick={(value) => tick.format(value)}
                area={false}
                testId="market-price-chart"
              />
            );
          }}
        </QueryStates>
      </Tabs>
    </Card>
  );
}
