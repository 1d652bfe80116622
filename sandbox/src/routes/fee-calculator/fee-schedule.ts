// The wrap platform's standard fee schedule (issue 32 §3): what a new account on the wrap menu pays. Rates are
// % a year as decimal text (exact; never a float), tier bounds and fixed fees dollars as text. A small fixed table,
// so it lives in code rather than in a migration (plugins/fee-calculator/README.md states the choices). Accounts
// already open pay what they were opened on (account-reports/fees.ts feeRates): see estimate.ts.
import { ASSETS, CASH_CODE, type Asset } from '../portfolio/assets.js';

export const SCHEDULE_EFFECTIVE_DATE = '2026-07-01';

export interface AdministrationTier {
  /** Dollars; the tier covers the balance above `from` up to `to` (null: no upper bound). */
  from: string;
  to: string | null;
  ratePct: string;
}

/**
 * Administration fee: a percentage of the balance in tiers (each rate on the part of the balance inside its tier),
 * nothing above $2,000,000, so the percentage part is capped at $1,625.00 a year, plus a fixed account fee.
 */
export const ADMINISTRATION_TIERS: readonly AdministrationTier[] = [
  { from: '0', to: '250000', ratePct: '0.15' },
  { from: '250000', to: '1000000', ratePct: '0.10' },
  { from: '1000000', to: '2000000', ratePct: '0.05' },
  { from: '2000000', to: null, ratePct: '0' },
];
export const ADMINISTRATION_FIXED_YEARLY = '180.00';

/** Cash account fee: % a year of the cash account's balance (the part of the balance not invested). */
export const CASH_FEE_PCT = '0.25';

/** The adviser fee's limits: a percentage of the balance up to 3%, or a dollar amount a year up to $30,000. */
export const ADVISER_FEE_MAX_PCT = '3';
export const ADVISER_FEE_MAX_DOLLARS = '30000';

/**
 * Investment menu fees, % a year of the amount invested: each managed fund's and ETF's management fees and costs
 * (what its product disclosure statement states, charged in the unit price). Listed shares and term deposits on the
 * menu carry none (brokerage is per trade, not a yearly fee).
 */
const MENU_FEES: Readonly<Record<string, string>> = {
  VAS: '0.07', VGS: '0.18', IVV: '0.04', NDQ: '0.48', VAF: '0.10', IAF: '0.10', VAP: '0.23', AAA: '0.18',
  VAN0002AU: '0.16', VAN0003AU: '0.18', VAN0001AU: '0.20', VAN0004AU: '0.23', MGE0001AU: '1.35', MGE0002AU: '1.05',
  PLA0002AU: '1.35', PER0049AU: '0.99', MAQ0211AU: '0.50', ETL0015AU: '0.50', BTA0055AU: '0.90', HOW0052AU: '0.85',
  FSF0002AU: '0.95', ANT0002AU: '1.20',
};

export interface MenuInvestment {
  asset: Asset;
  feePct: string;
}

/** The wrap menu: every reference asset but the cash account (portfolio/assets.ts), with its yearly fee. */
export const INVESTMENT_MENU: readonly MenuInvestment[] = ASSETS.filter((a) => a.code !== CASH_CODE).map((asset) => ({
  asset,
  feePct: MENU_FEES[asset.code] ?? '0',
}));

export const MENU_BY_CODE: ReadonlyMap<string, MenuInvestment> = new Map(INVESTMENT_MENU.map((m) => [m.asset.code, m]));
