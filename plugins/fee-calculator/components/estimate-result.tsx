// The estimate: the year's and month's totals, the breakdown table (kit DataTable) with its total, the fees by type
// as a donut (kit chart, with its table alternative), and Print (the browser's, with the print stylesheet) and
// Download PDF (jspdf, loaded only when asked).
import { useState, type Ref } from 'react';
import { Button } from '@kit/button';
import { DonutChart, type ChartDatum } from '@kit/chart';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import { DefinitionList, layout } from '@kit/layout';
import { decimalForDrawing, shortestDecimal } from '@kit/money';
import { DataTable, type Column } from '@kit/table/data-table';
import { estimateRows, pricingText, totalRow, type EstimateRow } from '../lib/estimate-rows';
import type { Estimated, FeeSchedule } from './calculator';
import styles from './fee-calculator.module.css';

const columns: readonly Column<EstimateRow>[] = [
  { key: 'fee', header: t('feeCalculator.col.fee'), rowHeader: true, render: (r) => r.fee },
  { key: 'basis', header: t('feeCalculator.col.basis'), align: 'end', render: (r) => <span className={styles.nowrap}>{r.basis}</span> },
  { key: 'rate', header: t('feeCalculator.col.rate'), align: 'end', render: (r) => r.rate },
  { key: 'monthly', header: t('feeCalculator.col.monthly'), align: 'end', render: (r) => <span className={styles.nowrap}>{r.monthly}</span> },
  { key: 'yearly', header: t('feeCalculator.col.yearly'), align: 'end', render: (r) => <span className={styles.nowrap}>{r.yearly}</span> },
];

export function EstimateResult({ result, schedule, ref }: { result: Estimated; schedule: FeeSchedule; ref?: Ref<HTMLElement> }) {
  const { estimate } = result;
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');
  const rows = [...estimateRows(estimate.lines), totalRow(estimate.monthly, estimate.yearly)];
  const chart: ChartDatum[] = estimate.totals.map((total) => ({
    key: total.type,
    label: t(`feeCalculator.type.${total.type}`),
    value: decimalForDrawing(total.yearly),
    figures: [formatAmount(total.yearly), formatAmount(total.monthly)],
  }));

  async function downloadPdf() {
    setPdf('busy');
    try {
      const { saveEstimatePdf } = await import('../lib/estimate-pdf');
      saveEstimatePdf(result, schedule);
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  }

  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="fee-result" className={`${layout.card} ${styles.result} ${styles.printable}`} data-testid="fee-result">
      <h2 id="fee-result" className={layout.cardTitle}>
        {t('feeCalculator.result.title')}
      </h2>
      <p>{pricingText(result, schedule)}</p>
      <DefinitionList
        className={styles.summary}
        items={[
          [t('feeCalculator.result.yearly'), <strong key="y">{formatAmount(estimate.yearly)}</strong>],
          [t('feeCalculator.result.monthly'), formatAmount(estimate.monthly)],
          [t('feeCalculator.result.yearlyRate'), `${shortestDecimal(estimate.yearlyRate)}%`],
          [t('feeCalculator.result.balance'), formatAmount(estimate.balance)],
          [t('feeCalculator.result.cash'), formatAmount(estimate.cash)],
        ]}
      />
      <div className={styles.resultGrid}>
        <DataTable caption={t('feeCalculator.table.caption')} columns={columns} rows={rows} rowId={(r) => r.key} plain />
        {chart.some((d) => d.value > 0) && (
          <DonutChart
            title={t('feeCalculator.chart.title')}
            testId="fee-chart"
            data={chart}
            columns={[t('feeCalculator.col.fee'), t('feeCalculator.col.yearly'), t('feeCalculator.col.monthly')]}
          />
        )}
      </div>
      <p className={`${layout.muted} ${layout.small}`}>{t('feeCalculator.result.note')}</p>
      <div className={`${layout.actions} ${layout.noPrint}`}>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('feeCalculator.print')}
        </Button>
        <Button variant="secondary" onClick={() => void downloadPdf()} disabled={pdf === 'busy'}>
          {pdf === 'busy' ? t('feeCalculator.pdf.preparing') : t('feeCalculator.pdf')}
        </Button>
      </div>
      {pdf === 'failed' && (
        <p className={`${layout.notice} ${layout.noticeError} ${layout.noPrint}`} role="alert">
          {t('feeCalculator.pdf.failed')}
        </p>
      )}
    </section>
  );
}
