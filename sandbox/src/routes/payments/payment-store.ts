// Payments on the store: the paying account and its signatories, the store's rules (directories, balance,
// business days, the online limit), saving with the idempotency binding, and the JSON of a payment.
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { isoTimestamp, money } from '../shared/format.js';
import { visibleAccounts, type VisibleAccount } from '../shared/visible-accounts.js';
import {
  ONLINE_LIMIT, MESSAGES, fingerprintOf, isBusinessDay, luhnValid, paymentError, paymentNotFound,
  type PaymentErrorItem, type PaymentInput,
} from './payment-model.js';

/** 002 §4: push, then rolling code, then SMS. */
export const PREFERENCE_ORDER = ['PUSH', 'ROLLING_CODE', 'SMS'] as const;

export interface PartyRow {
  party_id: string;
  name: string;
  mobile: string;
  methods: string[];
  registered_for_push: boolean;
  authenticator_present: boolean;
  hard_locked: boolean;
  soft_locked_until: Date | string | null;
  soft_lock_code: string | null;
  active: boolean;
  service_fault: boolean;
  failed_codes: number;
}

export const chosenMethod = (p: Pick<PartyRow, 'methods'>) => PREFERENCE_ORDER.find((m) => p.methods.includes(m)) ?? null;

export interface PayingAccount extends VisibleAccount {
  product_code: string;
  available_balance: string | null;
  client_id: string | null;
  signing_type: string | null;
  permission: string | null;
}

/** The account as the caller sees it, or 404 (another adviser's account and an unknown one look the same). */
export async function payingAccount(db: Pick<Db, 'query'>, scope: Scope, accountNumber: string): Promise<PayingAccount> {
  const visible = (await visibleAccounts(db, scope, [accountNumber])).get(accountNumber);
  if (!visible || visible.account_number !== accountNumber) throw paymentNotFound('account');
  const { rows } = await db.query<Omit<PayingAccount, keyof VisibleAccount>>(
    `select a.product_code, a.available_balance, a.client_id, pa.signing_type, pp.access as permission
       from accounts a left join payment_authorities pa on pa.account_id = a.account_id
       left join payment_permissions pp on pp.account_id = a.account_id and pp.mac = $2
      where a.account_id = $1`,
    [visible.account_id, scope.mac],
  );
  return { ...visible, ...rows[0] };
}

export const canPay = (a: Pick<PayingAccount, 'permission'>) => a.permission === 'FULL' || a.permission === 'LIMITED';

export async function signatoriesOf(db: Pick<Db, 'query'>, accountId: string): Promise<PartyRow[]> {
  const { rows } = await db.query<PartyRow>(
    `select p.* from account_signatories s join payment_parties p on p.party_id = s.party_id
      where s.account_id = $1 order by s.position, p.party_id`,
    [accountId],
  );
  return rows;
}

/** 002 §3 Payment authority, one per signatory (README: inactive signatories are listed with verificationMethod null). */
export function authorityJson(signingType: string, p: PartyRow) {
  return {
    signingType,
    authPreferences: PREFERENCE_ORDER.filter((m) => p.methods.includes(m)),
    partyId: p.party_id,
    name: p.name,
    verificationMethod: p.active ? chosenMethod(p) : null,
  };
}

export const requiredApprovals = (signingType: string) => (signingType === 'Both To Sign' ? 2 : 1);

export interface CheckedPayment {
  account: PayingAccount;
  signingType: string;
  signatories: PartyRow[];
}

/** The rules that need the store: the caller may pay, directories, the limit, the balance, business days. */
export async function checkPayment(db: Pick<Db, 'query'>, scope: Scope, input: PaymentInput, shapeErrors: PaymentErrorItem[]): Promise<CheckedPayment> {
  const account = input.fromAccountNumber && input.fromAccountNumber.length <= 12 ? await payingAccount(db, scope, input.fromAccountNumber) : null;
  if (account) {
    if (!canPay(account)) throw paymentError(403, [{ code: 'NO_PAYMENT_PERMISSION', message: 'You do not have permission to make payments from this account' }]);
    if (account.account_type !== 'CASH' || account.account_status !== 'Active') {
      throw paymentError(422, [{ code: 'ACCOUNT_NOT_PAYABLE', message: 'Payments can only be made from an active cash account' }]);
    }
  }
  const errors = [...shapeErrors];
  const add = (code: string, message: string, field?: string) => errors.push({ code, message, ...(field ? { field } : {}) });
  const codeOk = (field: string) => !shapeErrors.some((e) => e.field === field);
  if (input.destinationType === 'BPAY' && codeOk('paymentDestinationBPAY.biller') && input.destination.biller) {
    const { rows } = await db.query<{ crn_rule: string }>('select crn_rule from bpay_billers where biller_code = $1', [input.destination.biller]);
    if (!rows[0]) add('BILLER_CODE_INVALID', MESSAGES.codeInvalid, 'paymentDestinationBPAY.biller');
    else if (rows[0].crn_rule === 'LUHN' && codeOk('paymentDestinationBPAY.crn') && input.destination.crn && !luhnValid(input.destination.crn)) {
      add('CRN_INVALID', MESSAGES.crnInvalid, 'paymentDestinationBPAY.crn');
    }
  }
  if (input.destinationType === 'EFT' && codeOk('paymentDestinationEFT.bsb') && input.destination.bsb) {
    const { rows } = await db.query('select 1 from bsb_directory where bsb = $1', [input.destination.bsb]);
    if (!rows.length) add('BSB_INVALID', MESSAGES.codeInvalid, 'paymentDestinationEFT.bsb');
  }
  if (Number.isFinite(input.amount) && input.amount > ONLINE_LIMIT) {
    add('OVER_ONLINE_LIMIT', 'Payments over $500,000 can\'t be made online. Please contact us to make this payment.', 'amount');
  } else if (account && input.scheduleType === 'immediate' && Number.isFinite(input.amount) && input.amount > (money(account.available_balance) ?? 0)) {
    add('INSUFFICIENT_FUNDS', 'The payment amount is more than the available balance of the account.', 'amount');
  }
  if (input.scheduleType !== 'immediate' && codeOk('schedule.nextDate') && !(await isBusinessDay(db, input.nextDate))) {
    add('NOT_BUSINESS_DAY', 'The payment date must be a business day (not a weekend or public holiday).', 'schedule.nextDate');
  }
  if (!account) throw paymentError(400, errors);
  const signingType = account.signing_type ?? 'Either To Sign';
  const signatories = await signatoriesOf(db, account.account_id);
  if (!signatories.length) add('NO_AUTHORISERS', 'This account has no signatories who can authorise payments.');
  if (errors.length) throw paymentError(400, errors.sort((a, b) => a.code.localeCompare(b.code)));
  return { account, signingType, signatories };
}

/** The signatories a saved payment asks: the selection, else the first (sole) or the first two (dual). */
export function selectedParties(checked: CheckedPayment, selection: string[] | null): PartyRow[] {
  const need = requiredApprovals(checked.signingType);
  if (!selection || !selection.length) return checked.signatories.slice(0, need === 1 ? 1 : checked.signatories.length);
  const byId = new Map(checked.signatories.map((p) => [p.party_id, p]));
  const chosen = selection.map((id) => byId.get(id));
  if (chosen.some((p) => !p)) throw paymentError(400, [{ code: 'AUTHORITY_INVALID', message: 'paymentAuthorities names a party who is not a signatory of this account' }]);
  if (chosen.length < need) throw paymentError(400, [{ code: 'AUTHORITY_INVALID', message: `${checked.signingType} needs ${need} signatories` }]);
  return chosen as PartyRow[];
}

/**
 * Saves the payment and its challenges (status PENDING), or finds the one this caller saved with the same
 * Idempotency-Key and the same payload (replayed); the same key with another payload is refused with 422.
 * The unique index on (created_by, idempotency_key) makes concurrent identical submits create one row.
 */
export async function savePayment(db: Db, scope: Scope, input: PaymentInput, checked: CheckedPayment, parties: PartyRow[], key?: string): Promise<{ id: string; replayed: boolean }> {
  const fingerprint = key ? fingerprintOf(input) : null;
  const prior = async () => {
    if (!key) return null;
    const { rows } = await db.query<{ payment_id: string; idempotency_fingerprint: string }>(
      'select payment_id, idempotency_fingerprint from payments where created_by = $1 and idempotency_key = $2', [scope.mac, key],
    );
    if (rows[0] && rows[0].idempotency_fingerprint !== fingerprint) {
      throw new HttpError(422, { error: { errors: [{ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used with a different payment' }] }, message: 'This Idempotency-Key was used with a different payment' });
    }
    return rows[0]?.payment_id ?? null;
  };
  const earlier = await prior();
  if (earlier) return { id: earlier, replayed: true };
  const created = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ payment_id: string }>(
      `insert into payments (payment_id, account_id, created_by, status, signing_type, schedule_type, next_date, last_date, frequency,
                             destination_type, destination, payee_name, from_narrative, to_narrative, amount, payload, idempotency_key, idempotency_fingerprint)
       values ('PAY' || nextval('payment_numbers'), $1, $2, 'AWAITING_AUTHORISATION', $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14::jsonb, $15, $16)
       on conflict (created_by, idempotency_key) where idempotency_key is not null do nothing
       returning payment_id`,
      [
        checked.account.account_id, scope.mac, checked.signingType, input.scheduleType, input.nextDate, input.lastDate, input.frequency,
        input.destinationType, JSON.stringify(input.destination), input.payeeName, input.fromPaymentNarrative, input.toPaymentNarrative,
        input.amount, JSON.stringify(input), key ?? null, fingerprint,
      ],
    );
    const id = rows[0]?.payment_id;
    if (!id) return null;
    for (const p of parties) await tx.query('insert into payment_challenges (payment_id, party_id) values ($1, $2)', [id, p.party_id]);
    if (input.savePayeeBiller) await savePayee(tx, checked.account.account_id, input);
    return id;
  });
  if (created) return { id: created, replayed: false };
  return { id: (await prior())!, replayed: true };
}

async function savePayee(tx: Pick<Db, 'query'>, accountId: string, input: PaymentInput): Promise<void> {
  const d = input.destination;
  const bpay = input.destinationType === 'BPAY';
  const exists = await tx.query(
    bpay ? `select 1 from payees where account_id = $1 and kind = 'biller' and biller_code = $2 and crn = $3`
      : `select 1 from payees where account_id = $1 and kind = 'payee' and bsb = $2 and account_number = $3`,
    [accountId, bpay ? d.biller : d.bsb, bpay ? d.crn : d.accountNumber],
  );
  if (exists.rows.length) return;
  await tx.query(
    `insert into payees (payee_id, account_id, kind, name, nickname, bsb, account_number, biller_code, crn)
     values ('PB' || nextval('payment_numbers'), $1, $2, $3, $4, $5, $6, $7, $8)`,
    [accountId, bpay ? 'biller' : 'payee', input.payeeName, d.nickname ?? null, d.bsb ?? null, d.accountNumber ?? null, d.biller ?? null, d.crn ?? null],
  );
}

export interface PaymentRow {
  payment_id: string;
  account_id: string;
  account_number: string;
  created_by: string;
  status: string;
  signing_type: string;
  schedule_type: string;
  next_date: string;
  last_date: string | null;
  frequency: string | null;
  destination_type: string;
  destination: Record<string, string | null>;
  payee_name: string;
  from_narrative: string | null;
  to_narrative: string | null;
  amount: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const PAYMENT_COLUMNS = `p.payment_id, p.account_id, a.account_number, p.created_by, p.status, p.signing_type, p.schedule_type,
  p.next_date::text as next_date, p.last_date::text as last_date, p.frequency, p.destination_type, p.destination, p.payee_name,
  p.from_narrative, p.to_narrative, p.amount, p.created_at, p.updated_at`;

/** A payment on an account the caller sees, or 404. */
export async function visiblePayment(db: Pick<Db, 'query'>, scope: Scope, id: string): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p join accounts a on a.account_id = p.account_id
      where p.payment_id = $1 and exists (select 1 from account_advisers aa where aa.account_id = p.account_id and aa.entity_key = any($2::text[]))`,
    [id, scope.entityKeys],
  );
  if (!rows[0]) throw paymentNotFound();
  return rows[0];
}

export interface ChallengeRow {
  payment_id: string;
  party_id: string;
  name: string;
  status: string;
  verification_method: string | null;
  sends: number;
  sent_at: Date | string | null;
  expires_at: Date | string | null;
  actioned_at: Date | string | null;
}

export async function challengesOf(db: Pick<Db, 'query'>, ids: string[]): Promise<Map<string, ChallengeRow[]>> {
  const { rows } = await db.query<ChallengeRow>(
    `select c.payment_id, c.party_id, p.name, c.status, c.verification_method, c.sends, c.sent_at, c.expires_at, c.actioned_at
       from payment_challenges c join payment_parties p on p.party_id = c.party_id
      where c.payment_id = any($1::text[]) order by c.payment_id, c.party_id`,
    [ids],
  );
  const out = new Map<string, ChallengeRow[]>();
  for (const r of rows) out.set(r.payment_id, [...(out.get(r.payment_id) ?? []), r]);
  return out;
}

/** A payment as the *(ours)* reads answer it (README "Payments"). */
export function paymentJson(p: PaymentRow, challenges: ChallengeRow[]) {
  const d = p.destination;
  return {
    paymentId: p.payment_id,
    status: p.status,
    fromAccountNumber: p.account_number,
    amount: money(p.amount),
    scheduleType: p.schedule_type,
    schedule: { nextDate: p.next_date, lastDate: p.last_date, frequency: p.frequency },
    ...(p.destination_type === 'BPAY'
      ? { paymentDestinationBPAY: { biller: d.biller, billerName: d.billerName, nickname: d.nickname, billerShortName: d.billerShortName, crn: d.crn } }
      : { paymentDestinationEFT: { accountName: d.accountName, accountNumber: d.accountNumber, bsb: d.bsb, clientDescription: d.clientDescription } }),
    payeeName: p.payee_name,
    fromPaymentNarrative: p.from_narrative,
    toPaymentNarrative: p.to_narrative,
    signingType: p.signing_type,
    createdAt: isoTimestamp(p.created_at),
    updatedAt: isoTimestamp(p.updated_at),
    paymentAuthorities: challenges.map((c) => ({
      partyId: c.party_id,
      name: c.name,
      signingType: p.signing_type,
      verificationMethod: c.verification_method,
      status: c.status,
      sentAt: isoTimestamp(c.sent_at),
      expiryTime: isoTimestamp(c.expires_at),
      actionedAt: isoTimestamp(c.actioned_at),
    })),
  };
}
