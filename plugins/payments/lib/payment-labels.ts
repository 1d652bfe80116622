// Catalogue words for the gateway's payment codes: statuses, a signatory's state and method, the authority,
// the schedule and its frequency. An unknown code shows as given rather than a key.
import { t, type CopyKey } from '@kit/copy';

function labelOf(prefix: string, code: string | null | undefined, fallback = ''): string {
  if (!code) return fallback;
  const key = `${prefix}.${code}` as CopyKey;
  const text = t(key);
  return text === key ? code : text;
}

export const paymentStatusLabel = (status: string) => labelOf('payments.status', status);
export const authorityStatusLabel = (status: string) => labelOf('payments.authority', status);
export const methodLabel = (method: string | null | undefined) => labelOf('payments.method', method, t('payments.method.none'));
export const scheduleLabel = (type: string) => labelOf('payments.schedule', type);
export const frequencyLabel = (frequency: string | null | undefined) => labelOf('payments.frequency', frequency);

/** 'Either To Sign' is sole authority, 'Both To Sign' dual (002 §3). */
export function signingLabel(signingType: string | null | undefined): string {
  if (!signingType) return '';
  if (/both/i.test(signingType)) return t('payments.signing.DUAL');
  if (/either/i.test(signingType)) return t('payments.signing.SOLE');
  return signingType;
}
