// The rules of an application's parts (sandbox/README.md "Account opening"). A draft saves any part the adviser has
// reached; each part given is checked whole, and submission wants every part the product needs. The portal shows the
// same rules at each field (plugins/account-opening/lib/application-rules.ts); here they are the bank's word.
import { badRequest } from '../../http/http-error.js';
import { readAmount } from '../shared/amount-cents.js';
import {
  FEE_TYPES, INTEREST_PAYMENTS, INVESTMENT_MENUS, MATURITY_INSTRUCTIONS, MAX_FEE_DOLLARS, MAX_FEE_PERCENT, MAX_UPFRONT_FEE,
  PENSION_FREQUENCIES, PRODUCT_RULES, STATEMENT_FREQUENCIES, STATES, TERMS, TFN_STATUSES, type Product,
} from './products.js';

type Obj = Record<string, unknown>;

const NAME = /^[\p{L}][\p{L}' .-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^04\d{8}$/;
const POSTCODE = /^\d{4}$/;
const BSB = /^\d{3}-?\d{3}$/;
const BANK_ACCOUNT = /^\d{6,9}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

export function object(value: unknown, name: string): Obj {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${name} must be an object`);
  return value as Obj;
}

function text(o: Obj, key: string, where: string, max: number, pattern?: RegExp, rule?: string): string {
  const v = o[key];
  if (typeof v !== 'string' || !v.trim()) throw badRequest(`${where}.${key} is required`);
  const t = v.trim();
  if (t.length > max) throw badRequest(`${where}.${key} must be at most ${max} characters`);
  if (pattern && !pattern.test(t)) throw badRequest(`${where}.${key} ${rule ?? 'is not valid'}`);
  return t;
}

function oneOf<T extends string | number>(o: Obj, key: string, where: string, values: readonly T[]): T {
  const v = o[key] as T;
  if (!values.includes(v)) throw badRequest(`${where}.${key} must be one of ${values.join(', ')}`);
  return v;
}

/** Whole dollars and cents as text with two decimals, within limits in whole dollars. */
export function amount(value: unknown, name: string, min: number, max: number): string {
  const r = readAmount(value);
  if (r.kind !== 'cents' || r.negative) throw badRequest(`${name} must be an amount in dollars and whole cents`);
  if (r.cents < min * 100 || r.cents > max * 100) throw badRequest(`${name} must be from $${min.toLocaleString('en-AU')} to $${max.toLocaleString('en-AU')}`);
  return (r.cents / 100).toFixed(2);
}

/** A real calendar day yyyy-MM-dd. */
export function realDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Whole years from `birth` to `on` (both yyyy-MM-dd). */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The ATO's check: the digits weighted 1, 4, 3, 7, 5, 8, 6, 9, 10 (8 digits: without the 7th weight) add to a multiple of 11. */
export function validTfn(tfn: string): boolean {
  const digits = tfn.replace(/\s/g, '');
  if (!/^\d{8,9}$/.test(digits)) return false;
  const weights = digits.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : [10, 7, 8, 4, 6, 3, 5, 1];
  return [...digits].reduce((s, c, i) => s + Number(c) * weights[i], 0) % 11 === 0;
}

export interface NewClient {
  first_name: string; last_name: string; date_of_birth: string; street: string; suburb: string; state: string; postcode: string;
  email: string; mobile: string; tfn_status: string; tfn_last_digits: string | null;
}
export type ClientPart = { contact_id: string } | { new: NewClient };

export function clientPart(value: unknown, product: Product, today: string): ClientPart {
  const c = object(value, 'client');
  if (c.contact_id !== undefined) {
    if (typeof c.contact_id !== 'string' || !/^[A-Za-z0-9-]{1,40}$/.test(c.contact_id)) throw badRequest('client.contact_id must be a client id');
    return { contact_id: c.contact_id };
  }
  const n = object(c.new, 'client.new');
  const where = 'client.new';
  const dob = text(n, 'date_of_birth', where, 10);
  if (!realDay(dob)) throw badRequest(`${where}.date_of_birth must be a real day yyyy-MM-dd`);
  const age = ageOn(dob, today);
  if (age > 120 || dob > today) throw badRequest(`${where}.date_of_birth must be a day in the last 120 years`);
  const minAge = PRODUCT_RULES[product].minAge;
  if (age < minAge) throw badRequest(`${where}.date_of_birth: the client must be at least ${minAge} to open this account`);
  const tfnStatus = oneOf(n, 'tfn_status', where, TFN_STATUSES);
  let tfnLast: string | null = null;
  if (tfnStatus === 'PROVIDED') {
    const tfn = typeof n.tfn === 'string' ? n.tfn.replace(/\s/g, '') : '';
    if (!validTfn(tfn)) throw badRequest(`${where}.tfn must be a valid tax file number of 8 or 9 digits`);
    tfnLast = tfn.slice(-3);
  }
  return {
    new: {
      first_name: text(n, 'first_name', where, 40, NAME, 'must start with a letter and hold only letters, spaces, hyphens, apostrophes and full stops'),
      last_name: text(n, 'last_name', where, 40, NAME, 'must start with a letter and hold only letters, spaces, hyphens, apostrophes and full stops'),
      date_of_birth: dob,
      street: text(n, 'street', where, 80),
      suburb: text(n, 'suburb', where, 40, NAME, 'must hold only letters, spaces, hyphens, apostrophes and full stops'),
      state: oneOf(n, 'state', where, STATES),
      postcode: text(n, 'postcode', where, 4, POSTCODE, 'must be 4 digits'),
      email: text(n, 'email', where, 100, EMAIL, 'must be an email address'),
      mobile: text(n, 'mobile', where, 10, MOBILE, 'must be an Australian mobile number of 10 digits starting 04'),
      tfn_status: tfnStatus,
      tfn_last_digits: tfnLast,
    },
  };
}

export function optionsPart(value: unknown, product: Product): Obj {
  const o = object(value, 'options');
  const rule = PRODUCT_RULES[product];
  const first = o.amount === undefined || o.amount === null || o.amount === '' ? null : amount(o.amount, 'options.amount', rule.minAmount, rule.maxAmount);
  if (rule.amountRequired && first === null) throw badRequest('options.amount is required');
  switch (product) {
    case 'CASH':
      return { amount: first, statement_frequency: oneOf(o, 'statement_frequency', 'options', STATEMENT_FREQUENCIES) };
    case 'TD':
      return {
        amount: first,
        term_months: oneOf(o, 'term_months', 'options', TERMS),
        interest_payment: oneOf(o, 'interest_payment', 'options', INTEREST_PAYMENTS),
        maturity_instruction: oneOf(o, 'maturity_instruction', 'options', MATURITY_INSTRUCTIONS),
      };
    case 'PENSION':
      return { amount: first, investment_menu: oneOf(o, 'investment_menu', 'options', INVESTMENT_MENUS), pension_frequency: oneOf(o, 'pension_frequency', 'options', PENSION_FREQUENCIES) };
    default:
      return { amount: first, investment_menu: oneOf(o, 'investment_menu', 'options', INVESTMENT_MENUS) };
  }
}

export function linkedAccountPart(value: unknown): Obj {
  const l = object(value, 'linked_account');
  return {
    bsb: text(l, 'bsb', 'linked_account', 7, BSB, 'must be 6 digits').replace('-', ''),
    account_number: text(l, 'account_number', 'linked_account', 9, BANK_ACCOUNT, 'must be 6 to 9 digits'),
    account_name: text(l, 'account_name', 'linked_account', 32),
  };
}

/** A percent with at most 2 decimals, compared by its digits. */
const percentCents = (p: string) => Math.round(Number(p.split('.')[0]) * 100) + Number((p.split('.')[1] ?? '').padEnd(2, '0'));

export function adviserFeePart(value: unknown, product: Product): Obj {
  if (!PRODUCT_RULES[product].adviserFee) throw badRequest('adviser_fee: this product takes no adviser fee');
  const f = object(value, 'adviser_fee');
  const type = oneOf(f, 'ongoing_type', 'adviser_fee', FEE_TYPES);
  let percent: string | null = null;
  let dollars: string | null = null;
  if (type === 'PERCENT') {
    const p = typeof f.ongoing_percent === 'string' ? f.ongoing_percent.trim() : typeof f.ongoing_percent === 'number' ? String(f.ongoing_percent) : '';
    if (!PERCENT.test(p) || percentCents(p) < 1 || percentCents(p) > percentCents(MAX_FEE_PERCENT)) {
      throw badRequest(`adviser_fee.ongoing_percent must be from 0.01 to ${MAX_FEE_PERCENT} with at most 2 decimals`);
    }
    percent = (percentCents(p) / 100).toFixed(2);
  }
  if (type === 'DOLLAR') dollars = amount(f.ongoing_dollars, 'adviser_fee.ongoing_dollars', 1, MAX_FEE_DOLLARS);
  const upfront = f.upfront === undefined || f.upfront === null || f.upfront === '' ? '0.00' : amount(f.upfront, 'adviser_fee.upfront', 0, MAX_UPFRONT_FEE);
  return { ongoing_type: type, ongoing_percent: percent, ongoing_dollars: dollars, upfront };
}

export const STEPS = ['client', 'options', 'linked', 'fees', 'review'] as const;

/** What the application still lacks before it can be submitted; empty when complete. */
export function missingParts(row: { product: Product; client: Obj; options: Obj; linked_account: Obj | null; adviser_fee: Obj | null }): string[] {
  const missing: string[] = [];
  if (!row.client.contact_id && !row.client.new) missing.push('client');
  if (!Object.keys(row.options).length) missing.push('options');
  if (!row.linked_account) missing.push('linked_account');
  if (PRODUCT_RULES[row.product].adviserFee && !row.adviser_fee) missing.push('adviser_fee');
  return missing;
}
