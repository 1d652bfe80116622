// The paying account and its signatories, and the rules that need the store (directories, balance, business
// days, the online limit).
import type { Db } from '../../db/index.js';
import type { PaymentAccess } from '../../../../schemas/policy.schema.ts';
import { requiredApprovals } from '../../../../policy/access.ts';
import { decide } from '../../../../policy/decide.ts';
import type { Scope } from '../../http/scope.js';
import { roleOf } from '../../policy/role.js';
import { money } from '../shared/format.js';
import { visibleAccounts, type VisibleAccount } from '../shared/visible-accounts.js';
import {
  ONLINE_LIMIT, MESSAGES, isBusinessDay, luhnValid, paymentError, paymentNotFound,
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

/** Whether the caller may pay from the account: the policy's payment.make on the permission they hold. */
export const canPay = (scope: Scope, a: Pick<PayingAccount, 'permission'>) =>
  decide('payment.make', { role: roleOf(scope), resource: { paymentAccess: (a.permission ?? 'NONE') as PaymentAccess } }).allow;

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


export interface CheckedPayment {
  account: PayingAccount;
  signingType: string;
  signatories: PartyRow[];
}

/** The rules that need the store: the caller may pay, directories, the limit, the balance, business days. */
/** The account already has this payee (BSB and account number) or biller (code and CRN) saved. */
export async function payeeSaved(db: Pick<Db, 'query'>, accountId: string, input: PaymentInput): Promise<boolean> {
  const d = input.destination;
  const bpay = input.destinationType === 'BPAY';
  if (bpay ? !d.biller || !d.crn : !d.bsb || !d.accountNumber) return false;
  const { rows } = await db.query(
    bpay ? `select 1 from payees where account_id = $1 and kind = 'biller' and biller_code = $2 and crn = $3`
      : `select 1 from payees where account_id = $1 and kind = 'payee' and bsb = $2 and account_number = $3`,
    [accountId, bpay ? d.biller : d.bsb, bpay ? d.crn : d.accountNumber],
  );
  return rows.length > 0;
}

export async function checkPayment(db: Pick<Db, 'query'>, scope: Scope, input: PaymentInput, shapeErrors: PaymentErrorItem[]): Promise<CheckedPayment> {
  const account = input.fromAccountNumber && input.fromAccountNumber.length <= 12 ? await payingAccount(db, scope, input.fromAccountNumber) : null;
  if (account) {
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
  if (account && input.savePayeeBiller && (await payeeSaved(db, account.account_id, input))) {
    if (input.destinationType === 'BPAY') add('PAYEE_EXISTS', MESSAGES.payeeExists, 'paymentDestinationBPAY.crn');
    else add('PAYEE_EXISTS', MESSAGES.payeeExists, 'paymentDestinationEFT.accountNumber');
  }
  // NaN (refused by its shape) compares false; an amount past 10^13 dollars reads as Infinity and is over.
  if (input.amount > ONLINE_LIMIT) {
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
