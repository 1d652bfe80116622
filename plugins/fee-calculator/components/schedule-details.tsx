// The standard fee schedule the estimate uses, under a disclosure: the administration tiers (kit DataTable), the
// account fee and the cash account fee. Each investment's own fee is beside it in the form's list.
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import { layout } from '@kit/layout';
import { shortestDecimal } from '@kit/money';
import { DataTable, type Column } from '@kit/table/data-table';
import type { FeeSchedule } from './calculator';

type Tier = FeeSchedule['administrationTiers'][number];

const columns: readonly Column<Tier>[] = [
  {
    key: 'balance',
    header: t('feeCalculator.schedule.col.balance'),
    rowHeader: true,
    render: (tier) => (tier.upperBound ? t('feeCalculator.schedule.tier', { from: formatAmount(tier.lowerBound), to: formatAmount(tier.upperBound) }) : t('feeCalculator.schedule.tierAbove', { from: formatAmount(tier.lowerBound) })),
  },
  { key: 'rate', header: t('feeCalculator.schedule.col.rate'), align: 'end', render: (tier) => `${shortestDecimal(tier.rate)}%` },
];

export function ScheduleDetails({ schedule }: { schedule: FeeSchedule }) {
  return (
    <details className={`${layout.card} ${layout.noPrint}`}>
      <summary className={layout.strong}>{t('feeCalculator.schedule.title')}</summary>
      <p>{t('feeCalculator.schedule.effective', { date: formatDay(schedule.effectiveDate) })}</p>
      <DataTable caption={t('feeCalculator.schedule.caption')} columns={columns} rows={schedule.administrationTiers} rowId={(tier) => tier.lowerBound} plain />
      <p>{t('feeCalculator.schedule.fixed', { amount: formatAmount(schedule.administrationFixed), rate: shortestDecimal(schedule.cashFeeRate) })}</p>
    </details>
  );
}
