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

/** Dual authority when the gateway says two signatures are needed (approvalsRequired), else sole (002 §3); '' unknown. */
export function signingLabel(approvalsRequired: number | null | undefined): string {
  if (approvalsRequired == null) return '';
  return t(approvalsRequired >= 2 ? 'payments.signing.DUAL' : 'payments.signing.SOLE');
}
