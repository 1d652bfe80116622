// The book card's figures as the adviser reads them: a change with its sign and share of the month-ago figure, an
// allocation's shares, and the threshold as typed. Worked on whole cents (web/src/kit/money.ts), never floats.
import { fieldRules } from '@kit/form/field-rules';
import { formatAmount } from '@kit/format-values';
import { compareDecimal, filterAmount, moneyCents } from '@kit/money';

const MAX_THRESHOLD = '1000000000.00';

/** "+$1,250.00" or "−$80.50" (a true minus sign) or "$0.00". */
export function signedAmount(change: string): string {
  const cents = moneyCents(change) ?? 0n;
  const text = formatAmount(change.replace(/^-/, ''));
  return cents > 0n ? `+${text}` : cents < 0n ? `\u2212${text}` : text;
}

/** basis points of part over whole, half away from zero; null when whole is zero. */
function basisPoints(part: string, whole: string): bigint | null {
  const p = moneyCents(part) ?? 0n;
  const w = moneyCents(whole) ?? 0n;
  if (w === 0n) return null;
  const scaled = p * 20000n;
  const bp = scaled >= 0n ? (scaled / w + 1n) / 2n : -((-scaled / w + 1n) / 2n);
  return bp;
}

const percentText = (bp: bigint, signed: boolean) => {
  const negative = bp < 0n;
  const abs = negative ? -bp : bp;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}%`;
  if (!signed) return text;
  return negative ? `\u2212${text}` : bp > 0n ? `+${text}` : text;
};

/** The change as a share of the month-ago figure ("+2.35%"); null when there was nothing a month ago. */
export function changePercent(change: string, monthAgo: string): string | null {
  const bp = basisPoints(change, monthAgo);
  return bp === null ? null : percentText(bp, true);
}

/** A part's share of the whole ("42.10%"), "0.00%" when the whole is nothing. */
export function share(part: string, whole: string): string {
  return percentText(basisPoints(part, whole) ?? 0n, false);
}

/** "500+" when the count stopped at the limit. */
export const countText = (count: number, more: boolean) => (more ? `${count}+` : String(count));

export interface ThresholdValues {
  /** As typed: "$5,000", "2500.5". */
  threshold: string;
}

/** The typed threshold as Money text, or null when it is not an amount from 0 to 1,000,000,000. */
export function thresholdMoney(typed: string): string | null {
  const money = filterAmount(typed);
  return money && compareDecimal(money, MAX_THRESHOLD) <= 0 ? money : null;
}

export const thresholdResolver = fieldRules<ThresholdValues>({
  threshold: [{ check: (typed: string) => (thresholdMoney(typed) === null ? 'book.threshold.invalid' : null) }],
});
