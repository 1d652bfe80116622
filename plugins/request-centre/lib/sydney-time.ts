// 002 §9: dates as 'dd MMM yyyy, h:mmaaa' with ' Sydney time'; days as dd MMM yyyy.
import { t } from '@kit/copy';
import { sydneyDateTime } from '@kit/sydney-time';
import { formatAmount, formatDay } from '@kit/format-values';

export function sydneyTime(iso: string | null | undefined): string {
  return sydneyDateTime(iso) ?? '';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MONEY_KEY = /amount|balance|total/i;

/** A payload or case value as shown: days and instants in the 002 §9 formats, money in AUD, yes/no; else as given. */
export function displayValue(key: string, value: string): string {
  if (value === 'true') return t('requests.value.yes');
  if (value === 'false') return t('requests.value.no');
  if (DAY.test(value)) return formatDay(value);
  if (INSTANT.test(value)) return sydneyTime(value) || value;
  if (MONEY_KEY.test(key) && /^-?\d+(\.\d+)?$/.test(value)) return formatAmount(value);
  return value;
}
