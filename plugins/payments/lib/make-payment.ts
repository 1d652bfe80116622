// Make a payment (002 §3, §5): the form's values, the payee and biller choices of the 002 §3 groups, the
// PaymentInput the gateway validates and saves, where each of the gateway's field errors is shown, the few
// rules only the form can check, and the signatories a review starts with.
import type { FormRules } from '@kit/form/field-rules';
import { parseDisplayDay } from './business-days';

export type ScheduleType = 'IMMEDIATE' | 'FUTURE' | 'RECURRING';
export const FREQUENCIES = ['Weekly', 'Fortnightly', 'Monthly', 'Quarterly'] as const;

/** The groups of 002 §3, in the order the picker shows them. */
export const PAYEE_GROUPS = ['linkedAccounts', 'nominatedAccounts', 'taxAccounts', 'savedPayees', 'savedBillers', 'clientAccounts'] as const;
export type PayeeGroup = (typeof PAYEE_GROUPS)[number];

export const NEW_PAYEE = 'new-eft';
export const NEW_BILLER = 'new-bpay';

export interface PayeeItem {
  payeeId?: string | null;
  type?: string | null;
  accountName?: string | null;
  nickname?: string | null;
  bsb?: string | null;
  accountNumber?: string | null;
  billerCode?: string | null;
  billerName?: string | null;
  crn?: string | null;
  productDescription?: string | null;
}

export type PayeeGroups = Record<PayeeGroup, readonly PayeeItem[]>;

export interface MakePaymentValues {
  /** '' (none yet), NEW_PAYEE, NEW_BILLER or `${group}:${index}`. */
  destination: string;
  bsb: string;
  accountNumber: string;
  accountName: string;
  savePayee: boolean;
  billerCode: string;
  crn: string;
  saveBiller: boolean;
  amount: string;
  fromPaymentNarrative: string;
  toPaymentNarrative: string;
  scheduleType: ScheduleType;
  /** dd/MM/yyyy as typed or picked. */
  nextDate: string;
  lastDate: string;
  frequency: string;
}

export type FieldName = keyof MakePaymentValues;

export const emptyValues = (): MakePaymentValues => ({
  destination: '',
  bsb: '',
  accountNumber: '',
  accountName: '',
  savePayee: false,
  billerCode: '',
  crn: '',
  saveBiller: false,
  amount: '',
  fromPaymentNarrative: '',
  toPaymentNarrative: '',
  scheduleType: 'IMMEDIATE',
  nextDate: '',
  lastDate: '',
  frequency: '',
});

/** The chosen destination: kind EFT or BPAY, the saved item (none for a new one), and whether it is the ATO's EFT account. */
export interface Destination {
  kind: 'EFT' | 'BPAY';
  item: PayeeItem | null;
  group: PayeeGroup | null;
  atoEft: boolean;
}

export const isBpayItem = (item: PayeeItem) => item.type === 'atoBpay' || (!!item.billerCode && !item.bsb);

export function destinationOf(value: string, groups: PayeeGroups | null): Destination | null {
  if (value === NEW_PAYEE) return { kind: 'EFT', item: null, group: null, atoEft: false };
  if (value === NEW_BILLER) return { kind: 'BPAY', item: null, group: null, atoEft: false };
  const [group, index] = value.split(':');
  if (!groups || !(PAYEE_GROUPS as readonly string[]).includes(group)) return null;
  const item = groups[group as PayeeGroup][Number(index)];
  if (!item) return null;
  return { kind: isBpayItem(item) ? 'BPAY' : 'EFT', item, group: group as PayeeGroup, atoEft: item.type === 'atoEFT' };
}

/** A BSB shown with its hyphen after 3 digits when longer than 5 characters (002 §5). */
export function displayBsb(bsb: string | null | undefined): string {
  const s = (bsb ?? '').trim();
  return s.length > 5 && !s.includes('-') ? `${s.slice(0, 3)}-${s.slice(3)}` : s;
}

/** The BSB's 6 digits when typed in full (one hyphen allowed), for the lookup; else null. */
export function bsbForLookup(typed: string): string | null {
  const s = typed.trim().replace('-', '');
  return /^\d{6}$/.test(s) ? s : null;
}

/** A biller code worth looking up (3 to 10 digits); else null. */
export function billerCodeForLookup(typed: string): string | null {
  const s = typed.trim();
  return /^\d{3,10}$/.test(s) ? s : null;
}

/** The name an item goes by in the picker and the review. */
export function payeeName(item: PayeeItem): string {
  return (item.nickname || item.accountName || item.billerName || item.billerCode || item.accountNumber || '').trim();
}

/** The values a newly chosen destination starts with: a saved biller's CRN prefilled; nothing else carried over. */
export function valuesForDestination(value: string, groups: PayeeGroups | null): Partial<MakePaymentValues> {
  const d = destinationOf(value, groups);
  return { crn: d?.kind === 'BPAY' && d.item ? (d.item.crn ?? '') : '' };
}

export interface PaymentInputShape {
  fromAccountNumber: string;
  amount: string;
  scheduleType: ScheduleType;
  schedule?: { nextDate?: string; lastDate?: string; frequency?: string } | null;
  paymentDestinationBPAY?: { biller: string; billerName?: string; nickname?: string; crn: string } | null;
  paymentDestinationEFT?: { bsb: string; accountNumber: string; accountName: string } | null;
  fromPaymentNarrative?: string | null;
  toPaymentNarrative?: string | null;
  savePayeeBiller?: boolean;
  paymentAuthorities?: string[];
}

/**
 * A typed date sent as yyyy-MM-dd. The schedule's days are Date arguments, which refuse any other text, so a first
 * date that is not a day is left out and the bank answers its 'valid payment date' message for it, and a last date
 * that is not a day is the form's own rule (paymentRules) with the same message.
 */
const dayOut = (typed: string) => parseDisplayDay(typed) ?? undefined;
const blankToNull = (s: string) => (s.trim() ? s : null);

export function toPaymentInput(
  values: MakePaymentValues,
  fromAccountNumber: string,
  groups: PayeeGroups | null,
  extra: { billerName?: string | null; authorities?: string[] } = {},
): PaymentInputShape {
  const d = destinationOf(values.destination, groups);
  const input: PaymentInputShape = {
    fromAccountNumber,
    amount: values.amount.trim(),
    scheduleType: values.scheduleType,
    fromPaymentNarrative: blankToNull(values.fromPaymentNarrative),
    toPaymentNarrative: blankToNull(values.toPaymentNarrative),
  };
  if (values.scheduleType !== 'IMMEDIATE') {
    input.schedule = { nextDate: dayOut(values.nextDate) };
    if (values.scheduleType === 'RECURRING') {
      input.schedule.frequency = values.frequency;
      if (values.lastDate.trim()) input.schedule.lastDate = dayOut(values.lastDate);
    }
  }
  if (d?.kind === 'BPAY') {
    const item = d.item;
    input.paymentDestinationBPAY = item
      ? { biller: item.billerCode ?? '', billerName: item.billerName ?? undefined, nickname: item.nickname ?? undefined, crn: values.crn }
      : { biller: values.billerCode.trim(), billerName: extra.billerName ?? undefined, crn: values.crn };
    if (!item) input.savePayeeBiller = values.saveBiller;
  } else if (d?.kind === 'EFT') {
    const item = d.item;
    input.paymentDestinationEFT = item
      ? { bsb: item.bsb ?? '', accountNumber: item.accountNumber ?? '', accountName: item.accountName ?? '' }
      : { bsb: values.bsb.trim(), accountNumber: values.accountNumber.trim(), accountName: values.accountName };
    if (!item) input.savePayeeBiller = values.savePayee;
  }
  if (extra.authorities) input.paymentAuthorities = extra.authorities;
  return input;
}

export interface GatewayFieldError {
  code: string;
  field?: string | null;
  message: string;
}

const FIELD_OF: Readonly<Record<string, FieldName>> = {
  amount: 'amount',
  'paymentDestinationBPAY.crn': 'crn',
  'paymentDestinationBPAY.biller': 'billerCode',
  'paymentDestinationEFT.bsb': 'bsb',
  'paymentDestinationEFT.accountNumber': 'accountNumber',
  'paymentDestinationEFT.accountName': 'accountName',
  'schedule.nextDate': 'nextDate',
  'schedule.lastDate': 'lastDate',
  'schedule.frequency': 'frequency',
  scheduleType: 'scheduleType',
  destination: 'destination',
  fromPaymentNarrative: 'fromPaymentNarrative',
  toPaymentNarrative: 'toPaymentNarrative',
};

/** Fields the form shows as inputs for this destination; a saved payee's details are the picker's. */
function shownFields(d: Destination | null): ReadonlySet<FieldName> {
  const shown = new Set<FieldName>(['destination', 'amount', 'fromPaymentNarrative', 'toPaymentNarrative', 'scheduleType', 'nextDate', 'lastDate', 'frequency']);
  if (d?.kind === 'BPAY') shown.add('crn');
  if (d && !d.item && d.kind === 'BPAY') shown.add('billerCode');
  if (d && !d.item && d.kind === 'EFT') ['bsb', 'accountNumber', 'accountName'].forEach((f) => shown.add(f as FieldName));
  return shown;
}

export interface PlacedErrors {
  /** Each field's messages (in the gateway's order, one after another). */
  byField: Partial<Record<FieldName, string>>;
  /** Errors without a field (or for a field not on show), for the top of the form. */
  general: string[];
}

/** Each gateway error under its field; a field the form does not show (a saved payee's BSB) goes under the picker. */
export function placeErrors(errors: readonly GatewayFieldError[], destination: Destination | null): PlacedErrors {
  const shown = shownFields(destination);
  const byField: PlacedErrors['byField'] = {};
  const general: string[] = [];
  for (const e of errors) {
    let field = e.field ? FIELD_OF[e.field] : undefined;
    if (field && !shown.has(field)) field = e.field?.startsWith('paymentDestination') ? 'destination' : undefined;
    if (!field) {
      if (!general.includes(e.message)) general.push(e.message);
    } else if (!byField[field]) byField[field] = e.message;
    else if (!byField[field]?.includes(e.message)) byField[field] = `${byField[field]} ${e.message}`;
  }
  return { byField, general };
}

export const EFT_CODE_MAX = 18;

const sameDigits = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').replace(/\D/g, '') === (b ?? '').replace(/\D/g, '') && !!(a ?? '').trim();

/**
 * The form's own rules (002 §5 messages the gateway has no rule for), as data for the kit's resolver: a CRN of
 * spaces only is blank; the ATO's EFT account needs its EFT code (the payment reference, numeric, at most 18
 * digits) in the payee's description; a new payee or biller to be saved must not be one the account already has;
 * a recurring payment's last date, when typed, must be a day.
 */
export function paymentRules(groups: PayeeGroups | null): FormRules<MakePaymentValues> {
  const to = (v: MakePaymentValues) => destinationOf(v.destination, groups);
  const isNew = (v: MakePaymentValues, kind: Destination['kind']) => to(v)?.kind === kind && !to(v)?.item;
  return {
    lastDate: [{ when: (v) => v.scheduleType === 'RECURRING', check: (typed: string) => (typed.trim() && !parseDisplayDay(typed) ? 'payments.field.lastDateInvalid' : null) }],
    crn: [
      { when: (v) => to(v)?.kind === 'BPAY', check: (crn: string) => (crn.length > 0 && !crn.trim() ? 'payments.field.crnBlank' : null) },
      {
        when: (v) => isNew(v, 'BPAY') && v.saveBiller && !!groups,
        check: (crn: string, v: MakePaymentValues) =>
          groups?.savedBillers.some((p) => (p.billerCode ?? '') === v.billerCode.trim() && (p.crn ?? '') === crn.trim() && !!crn.trim()) ? 'payments.field.payeeExists' : null,
      },
    ],
    toPaymentNarrative: [
      { when: (v) => !!to(v)?.atoEft, check: (code: string) => (code.trim() ? null : 'payments.field.eftCodeRequired') },
      { when: (v) => !!to(v)?.atoEft, check: (code: string) => (/^\d+$/.test(code.trim()) ? null : 'payments.field.eftCodeNumeric') },
      { when: (v) => !!to(v)?.atoEft, check: (code: string) => (code.trim().length > EFT_CODE_MAX ? 'payments.field.eftCodeLength' : null) },
    ],
    accountNumber: [
      {
        when: (v) => isNew(v, 'EFT') && v.savePayee && !!groups,
        check: (accountNumber: string, v: MakePaymentValues) =>
          groups?.savedPayees.some((p) => sameDigits(p.bsb, v.bsb) && sameDigits(p.accountNumber, accountNumber)) ? 'payments.field.payeeExists' : null,
      },
    ],
  };
}

/** Dual authority: the gateway says a payment needs two signatures (approvalsRequired, the one signing rule). */
export const isDual = (approvalsRequired: number | null | undefined) => (approvalsRequired ?? 1) >= 2;

/** The signatories a review starts with, as the gateway would choose without a selection: the first (sole) or all (dual). */
export function defaultSignatories(partyIds: readonly string[], dual: boolean): string[] {
  return dual ? [...partyIds] : partyIds.slice(0, 1);
}

/** A selection the save accepts: exactly one for sole authority, at least two for dual. */
export const selectionComplete = (selected: readonly string[], dual: boolean) => (dual ? selected.length >= 2 : selected.length === 1);
