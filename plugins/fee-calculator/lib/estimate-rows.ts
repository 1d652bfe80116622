// An estimate as the adviser reads it, shared by the breakdown table, the chart and the PDF so all three say the same:
// each line's name, what it applies to, its rate, a month and a year, then the total.
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { FeeEstimateType } from '@kit/gql/graphql';
import { shortestDecimal } from '@kit/money';
import type { Estimated, FeeSchedule } from '../components/calculator';

export interface EstimateLineLike {
  type: FeeEstimateType;
  code?: string | null;
  description: string;
  basis: string;
  rate?: string | null;
  fixed?: string | null;
  monthly: string;
  yearly: string;
}

export interface EstimateRow {
  key: string;
  fee: string;
  basis: string;
  rate: string;
  monthly: string;
  yearly: string;
}

/** A line's rate: "0.55%", "1.35%", "Tiered, plus $180.00", "0.178%, plus $213.00", or "$2,200.00" for a dollar fee. */
export function rateText(line: Pick<EstimateLineLike, 'type' | 'rate' | 'fixed'>): string {
  const fixed = line.fixed ? formatAmount(line.fixed) : null;
  const rate = line.rate != null ? shortestDecimal(line.rate) : null;
  if (rate !== null && fixed) return t('feeCalculator.rate.percentFixed', { rate, fixed });
  if (rate !== null) return t('feeCalculator.rate.percent', { rate });
  if (fixed) return t(line.type === 'ADMINISTRATION' ? 'feeCalculator.rate.tiered' : 'feeCalculator.rate.fixed', { fixed });
  return '';
}

export function estimateRows(lines: readonly EstimateLineLike[]): EstimateRow[] {
  return lines.map((line, n) => ({
    key: `${line.type}:${line.code ?? n}`,
    fee: line.type === 'INVESTMENT' && line.code ? t('feeCalculator.line.investment', { name: line.description, code: line.code }) : t(`feeCalculator.type.${line.type}`),
    basis: formatAmount(line.basis),
    rate: rateText(line),
    monthly: formatAmount(line.monthly),
    yearly: formatAmount(line.yearly),
  }));
}

/** The total row, as the table and the PDF end. */
export const totalRow = (monthly: string, yearly: string): EstimateRow => ({
  key: 'total', fee: t('feeCalculator.total'), basis: '', rate: '', monthly: formatAmount(monthly), yearly: formatAmount(yearly),
});

/** Which prices the estimate used, in a sentence. */
export function pricingText({ estimate, account }: Estimated, schedule: Pick<FeeSchedule, 'effectiveDate'>): string {
  return estimate.pricing === 'ACCOUNT' && account
    ? t('feeCalculator.result.pricing.ACCOUNT', { accountName: account.accountName, accountNumber: account.accountNumber })
    : t('feeCalculator.result.pricing.STANDARD', { date: formatDay(schedule.effectiveDate) });
}
