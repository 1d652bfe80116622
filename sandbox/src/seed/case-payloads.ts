// The processes the case seed raises, each with the account kind it needs and the payload block of 002 §3 it
// carries (income redirection, super partial payment target, SMA income election, TD maturity elections, cash
// account closure, amend pension from/to, rollover authority, direct credit), and the indexation row it files under.
import type { Random } from './random.js';

export type AccountKind = 'super' | 'pension' | 'investment' | 'cash' | 'td' | 'any';

export interface SeedAccount {
  account_number: string;
  account_name: string;
  product_code: string;
  ledger_balance: number;
}

export interface Process {
  name: string;
  subprocess: string;
  indexationId: string;
  kind: AccountKind;
  /** Whether client authorisers sign it. */
  authorised: boolean;
  payload(r: Random, a: SeedAccount, other: SeedAccount | undefined): Record<string, unknown>;
}

const money = (r: Random, min: number, max: number) => Math.round(r.logUniform(min, max) * 100) / 100;
const bsb = (r: Random) => `${r.pick(['062', '082', '033', '012', '182'])}-${String(r.int(0, 999)).padStart(3, '0')}`;
const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
const futureDay = (r: Random, min: number, max: number) => new Date(Date.now() + r.int(min, max) * 86_400_000).toISOString().slice(0, 10);
const FUNDS = ['AustralianSuper', 'Australian Retirement Trust', 'Aware Super', 'HESTA', 'Cbus Super', 'UniSuper', 'Rest Super'];
const ASSETS: [string, string][] = [['MAQ0443AU', 'Macquarie Income Opportunities'], ['VAN0002AU', 'Vanguard Australian Shares Index'],
  ['BTA0054AU', 'Pendal Australian Share'], ['PER0260AU', 'Perpetual Diversified Income'], ['MGE0001AU', 'Magellan Global']];
const pension = (r: Random) => {
  const amount = money(r, 800, 9000);
  const frequency = r.pick(['Monthly', 'Quarterly', 'Half-yearly', 'Annually']);
  const per = { Monthly: 12, Quarterly: 4, 'Half-yearly': 2, Annually: 1 }[frequency]!;
  return {
    recurring_payment_amount: amount, payment_frequency: frequency, next_payment_date: futureDay(r, 5, 60),
    projected_annual_total: Math.round(amount * per * 100) / 100, indexation: r.pick(['CPI', 'Fixed percentage', 'None']), percentage_increase: r.pick([0, 2.5, 3]),
  };
};

export const PROCESSES: Process[] = [
  {
    name: 'Rollover', subprocess: 'Super rollover authority', indexationId: 'RC048', kind: 'super', authorised: true,
    payload: (r, a) => {
      const amount = money(r, 20_000, 600_000);
      return {
        amount,
        rollover_authority: {
          from_account: { fund_name: r.pick(FUNDS), usi: `${digits(r, 11)}${r.pick(['001', '002'])}`, member_number: digits(r, 9), abn: digits(r, 11) },
          to_account: { account_number: a.account_number, account_name: a.account_name },
          amount, requestor: 'Adviser', is_full_rollover: r.chance(0.6),
        },
      };
    },
  },
  {
    name: 'Account closure', subprocess: 'Cash account closure', indexationId: 'RC044', kind: 'cash', authorised: true,
    payload: (r, a) => ({
      cash_account_closure: {
        account: { account_number: a.account_number, account_name: a.account_name },
        closing_balance: a.ledger_balance,
        settlement_account: { bsb: bsb(r), account_number: digits(r, 8), account_name: a.account_name },
        eta: futureDay(r, 3, 10),
      },
    }),
  },
  {
    name: 'TD maturity elections', subprocess: 'Change maturity instruction', indexationId: 'RC020', kind: 'td', authorised: false,
    payload: (r, a) => {
      const maturity = futureDay(r, 5, 90);
      return {
        instruction_type: r.pick(['MATURITY', 'GRACE']), maturity_date: maturity, maturity_instruction: r.pick(['Reinvest principal and interest', 'Reinvest principal, pay interest', 'Pay out']),
        rollover_term: r.pick(['3 months', '6 months', '12 months']), interest_payment_frequency: 'At maturity', interest_payment_method: 'Credit linked account',
        grace_period: '14 days',
        td_maturity_elections: Array.from({ length: r.int(1, 3) }, (_, i) => ({
          parcel_id: `${a.account_number}-${i + 1}`, security_code: `TD${r.pick(['3M', '6M', '12M'])}`, security_name: 'Term Deposit',
          maturity_date: maturity, rate: r.pick([4.1, 4.35, 4.5, 4.65]), amount: money(r, 10_000, 500_000),
          current_election: 'Reinvest principal and interest', new_election: r.pick(['Pay out', 'Reinvest principal, pay interest']),
        })),
      };
    },
  },
  {
    name: 'Amend pension', subprocess: 'Change payment amount or frequency', indexationId: 'RC014', kind: 'pension', authorised: true,
    payload: (r) => ({ amend_pension: { from: pension(r), to: pension(r) } }),
  },
  {
    name: 'Income redirection', subprocess: 'Redirect income to another account', indexationId: 'RC009', kind: 'investment', authorised: true,
    payload: (r, a, other) => ({
      income_redirection: {
        previous: { account_number: a.account_number, account_name: a.account_name, description: 'Wrap cash account' },
        updated: { account_number: other?.account_number ?? digits(r, 9), account_name: other?.account_name ?? a.account_name, description: 'Nominated bank account' },
      },
    }),
  },
  {
    name: 'SMA election', subprocess: 'SMA income election', indexationId: 'RC010', kind: 'investment', authorised: false,
    payload: (r) => {
      const picks = r.shuffle([...ASSETS]).slice(0, 4);
      const row = ([apir, name]: [string, string], changed: boolean) => {
        const original = r.pick(['Reinvest', 'Pay to cash']);
        return { apir_code: apir, asset_name: name, original_election: original, new_election: changed ? (original === 'Reinvest' ? 'Pay to cash' : 'Reinvest') : original };
      };
      return { sma_income_election: { updated: picks.slice(0, 2).map((p) => row(p, true)), not_updated: picks.slice(2).map((p) => row(p, false)) } };
    },
  },
  {
    name: 'Direct credit', subprocess: 'Amend direct credit facility', indexationId: 'RC011', kind: 'cash', authorised: false,
    payload: (r) => ({
      direct_credit: {
        facility_type: r.pick(['amend', 'add', 'delete']), platform: r.pick(['COMPOSER', 'WRAP']),
        contribution_types: r.shuffle(['Personal', 'Child', 'Spouse', 'EMPSS', 'EMPSG', 'EMPOTH']).slice(0, r.int(1, 3)),
        biller_code_type: r.pick(['personal', 'spouse']), reference: digits(r, 10),
      },
    }),
  },
  {
    name: 'Super partial payment', subprocess: 'Partial payment to another fund', indexationId: 'RC051', kind: 'super', authorised: true,
    payload: (r) => {
      const amount = money(r, 5_000, 250_000);
      return {
        amount,
        super_partial_payment: {
          bsb: bsb(r), name: r.pick(FUNDS), number: digits(r, 9), abn: digits(r, 11), esa: r.pick(['SMSFDATAFLOW', 'ESAMSGHUB']),
          usi: `${digits(r, 11)}001`, product: 'Accumulation', rollover_type: r.pick(['Partial', 'Full']), is_new_account: r.chance(0.3),
          declaration: true, release_condition: r.pick(['Retirement', 'Age 65', 'Transition to retirement']),
        },
      };
    },
  },
  {
    name: 'Change of signatory', subprocess: 'Add or remove signatory', indexationId: 'RC004', kind: 'cash', authorised: true,
    payload: (r) => ({ authorisation: r.pick(['Either to sign', 'Both to sign']), additional_information: 'Add the new company director as a signatory.' }),
  },
  {
    name: 'Pension payment', subprocess: 'Ad hoc pension payment', indexationId: 'RC054', kind: 'pension', authorised: true,
    payload: (r, a) => ({ amount: money(r, 1_000, 80_000), to_account_bsb: bsb(r), to_account_number: digits(r, 8), to_account_name: a.account_name, to_account_branch: r.pick(['Sydney', 'Parramatta', 'Chatswood', 'Melbourne']) }),
  },
  {
    name: 'Withdrawal', subprocess: 'Withdrawal under $500,000', indexationId: 'RC052', kind: 'investment', authorised: true,
    payload: (r, a) => ({ amount: money(r, 2_000, 450_000), to_account_bsb: bsb(r), to_account_number: digits(r, 8), to_account_name: a.account_name }),
  },
  {
    name: 'General request', subprocess: 'General enquiry', indexationId: 'RC064', kind: 'any', authorised: false,
    payload: (r) => ({ additional_information: r.pick(['Please confirm the cost base of the listed holdings.', 'Client asked for a copy of the last three statements.', 'Update the preferred contact number on file.']) }),
  },
];

export const processByName = (name: string) => PROCESSES.find((p) => p.name === name)!;
