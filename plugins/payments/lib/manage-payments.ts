// Pure rules of Manage payments and the scheduled payments tab: which view a payment belongs to, who may be
// sent authorisation, what may be cancelled, how a payee and a schedule read, and the paymentId an alert's
// link carries. Words come from the catalogue; the gateway's codes are read, never invented.
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import type { PaymentsView } from '@kit/gql/graphql';
import type { PaymentAuthorityView, PaymentView } from '../api/payment-fields';
import { frequencyLabel, scheduleLabel } from './payment-labels';

export const MANAGE_VIEWS = ['AWAITING', 'SCHEDULED', 'HISTORY'] as const satisfies readonly PaymentsView[];
export type ManageView = (typeof MANAGE_VIEWS)[number];

/** 002 §9 gives 50 a page for the other list fetch; Manage payments pages by 50 from page 0. */
export const MANAGE_PAGE_SIZE = 50;

/** The gateway's payment id: PAY and 8 digits. */
const PAYMENT_ID = /^PAY\d{8}$/;

/** The paymentId of an alert's link (?paymentId=PAY12345678), or null when absent or not an id. */
export function paymentIdFrom(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const id = String(value).trim().toUpperCase();
  return PAYMENT_ID.test(id) ? id : null;
}

type PaymentState = Pick<PaymentView, 'status' | 'scheduleType'>;

/** The view a payment is listed in (the sandbox's and gateway's rule): awaiting; approved future or recurring; the rest. */
export function viewOf(payment: PaymentState): ManageView {
  if (payment.status === 'AWAITING_AUTHORISATION') return 'AWAITING';
  if (payment.status === 'APPROVED' && payment.scheduleType !== 'IMMEDIATE') return 'SCHEDULED';
  return 'HISTORY';
}

/** Awaiting payments, and approved future or recurring ones not yet run out, can be cancelled (the gateway has the last word). */
export function canCancel(payment: PaymentState): boolean {
  return viewOf(payment) !== 'HISTORY';
}

/** 'Send authorisation' goes to a signatory not yet asked or still to answer, while the payment awaits authorisation. */
export function canSendAuthorisation(payment: Pick<PaymentView, 'status'>, authority: Pick<PaymentAuthorityView, 'status'>): boolean {
  return payment.status === 'AWAITING_AUTHORISATION' && (authority.status === 'PENDING' || authority.status === 'SENT');
}

/** 002 §5 BSB display: a hyphen after 3 digits when more than 5 characters ('182512' → '182-512'); one already there stays. */
export function formatBsb(bsb: string | null | undefined): string {
  if (!bsb) return '';
  const value = bsb.trim();
  if (value.length <= 5 || value.includes('-')) return value;
  return `${value.slice(0, 3)}-${value.slice(3)}`;
}

type PaymentPayee = Pick<PaymentView, 'payeeName' | 'paymentDestinationBPAY' | 'paymentDestinationEFT'>;

/** The payee's name: the gateway's payeeName, else the biller's or the account's name, else the code or account. */
export function payeeName(payment: PaymentPayee): string {
  const bpay = payment.paymentDestinationBPAY;
  const eft = payment.paymentDestinationEFT;
  return (
    payment.payeeName?.trim() ||
    bpay?.nickname?.trim() ||
    bpay?.billerName?.trim() ||
    bpay?.billerShortName?.trim() ||
    eft?.accountName.trim() ||
    bpay?.biller ||
    (eft ? `${formatBsb(eft.bsb)} ${eft.accountNumber}` : '')
  );
}

/** The payee's codes: biller and CRN for BPAY, BSB and account for EFT. */
export function payeeDetail(payment: PaymentPayee): string {
  const bpay = payment.paymentDestinationBPAY;
  if (bpay) return t('payments.manage.payee.bpay', { code: bpay.biller, crn: bpay.crn });
  const eft = payment.paymentDestinationEFT;
  if (eft) return t('payments.manage.payee.eft', { bsb: formatBsb(eft.bsb), account: eft.accountNumber });
  return '';
}

/** When the payment is made: Now; On dd MMM yyyy; Weekly from dd MMM yyyy (to dd MMM yyyy). */
export function scheduleText(payment: Pick<PaymentView, 'scheduleType' | 'schedule'>): string {
  const next = payment.schedule?.nextDate;
  if (payment.scheduleType === 'FUTURE' && next) return t('payments.manage.schedule.FUTURE', { date: formatDay(next) });
  if (payment.scheduleType === 'RECURRING' && next) {
    const frequency = frequencyLabel(payment.schedule?.frequency) || scheduleLabel('RECURRING');
    const last = payment.schedule?.lastDate;
    return last
      ? t('payments.manage.schedule.RECURRING_UNTIL', { frequency, next: formatDay(next), last: formatDay(last) })
      : t('payments.manage.schedule.RECURRING', { frequency, next: formatDay(next) });
  }
  return scheduleLabel(payment.scheduleType);
}

/** A scheduled payment's frequency column: the recurring frequency, or Once for a future-dated payment. */
export function frequencyText(payment: Pick<PaymentView, 'scheduleType' | 'schedule'>): string {
  if (payment.scheduleType === 'RECURRING') return frequencyLabel(payment.schedule?.frequency) || scheduleLabel('RECURRING');
  if (payment.scheduleType === 'FUTURE') return t('payments.scheduled.once');
  return scheduleLabel(payment.scheduleType);
}

/** A next page joined to the rows already shown: a payment already listed (the list moved while paging) is kept once. */
export function appendPage<Row extends { paymentId: string }>(current: readonly Row[], next: readonly Row[]): Row[] {
  const known = new Set(current.map((row) => row.paymentId));
  return [...current, ...next.filter((row) => !known.has(row.paymentId))];
}

/** Pages 0..n-1 fetched again (a refresh) replace the list, each payment once, in the order given. */
export function joinPages<Row extends { paymentId: string }>(pages: readonly (readonly Row[])[]): Row[] {
  return pages.reduce<Row[]>((rows, page) => appendPage(rows, page), []);
}

/** The tone of a status pill: approved and processed positive, declined and cancelled negative, awaiting a warning. */
export type Tone = 'POSITIVE' | 'NEGATIVE' | 'WARNING' | 'DEFAULT';

const PAYMENT_TONES: Record<string, Tone> = { APPROVED: 'POSITIVE', PROCESSED: 'POSITIVE', DECLINED: 'NEGATIVE', CANCELLED: 'NEGATIVE', AWAITING_AUTHORISATION: 'WARNING' };
const AUTHORITY_TONES: Record<string, Tone> = { APPROVED: 'POSITIVE', DECLINED: 'NEGATIVE', SENT: 'WARNING', PENDING: 'WARNING', NOT_REQUIRED: 'DEFAULT' };

export const paymentTone = (status: string): Tone => PAYMENT_TONES[status] ?? 'DEFAULT';
export const authorityTone = (status: string): Tone => AUTHORITY_TONES[status] ?? 'DEFAULT';

