// The products an adviser may open accounts in (issue 32 §1; sandbox/README.md "Account opening"): which of the
// user's brand products offers each, the adviser entity kind it is opened under, its options and its limits.

export const PRODUCTS = ['CASH', 'TD', 'INVESTMENT', 'SUPER', 'PENSION'] as const;
export type Product = (typeof PRODUCTS)[number];

export interface ProductRule {
  /** The brand products (users.supported_brand_products) any of which offers it. */
  offeredBy: readonly string[];
  /** The kind of adviser entity the account is opened under. */
  entity: 'cash' | 'wrap';
  accountType: 'CASH' | 'TD' | 'WRAP';
  wrapProductType: 'Investment' | 'Super' | 'Pension' | null;
  /** Whether the adviser may charge the client a fee through the account (wrap accounts). */
  adviserFee: boolean;
  /** The least and most first amount in whole dollars: the deposit, the term deposit or the first investment. */
  minAmount: number;
  maxAmount: number;
  /** Whether the first amount must be given. */
  amountRequired: boolean;
  /** The least age of the client in whole years on the day the application is submitted. */
  minAge: number;
}

const WRAP = { offeredBy: ['Wrap', 'Vision'], entity: 'wrap', accountType: 'WRAP', adviserFee: true, maxAmount: 50_000_000, amountRequired: true } as const;

export const PRODUCT_RULES: Readonly<Record<Product, ProductRule>> = {
  CASH: { offeredBy: ['Cash'], entity: 'cash', accountType: 'CASH', wrapProductType: null, adviserFee: false, minAmount: 0, maxAmount: 10_000_000, amountRequired: false, minAge: 18 },
  TD: { offeredBy: ['Cash'], entity: 'cash', accountType: 'TD', wrapProductType: null, adviserFee: false, minAmount: 5_000, maxAmount: 5_000_000, amountRequired: true, minAge: 18 },
  INVESTMENT: { ...WRAP, wrapProductType: 'Investment', minAmount: 20_000, minAge: 18 },
  SUPER: { ...WRAP, wrapProductType: 'Super', minAmount: 10_000, minAge: 18 },
  // A pension starts from super the client may draw on: the preservation age, 60.
  PENSION: { ...WRAP, wrapProductType: 'Pension', minAmount: 20_000, minAge: 60 },
};

/** Term deposit terms in months. */
export const TERMS = [1, 3, 6, 12, 24, 36, 60] as const;
export const STATEMENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'HALF_YEARLY'] as const;
export const INTEREST_PAYMENTS = ['AT_MATURITY', 'ANNUALLY', 'MONTHLY'] as const;
export const MATURITY_INSTRUCTIONS = ['REINVEST', 'PAY_TO_LINKED'] as const;
export const INVESTMENT_MENUS = ['CORE', 'FULL'] as const;
export const PENSION_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;
export const FEE_TYPES = ['NONE', 'PERCENT', 'DOLLAR'] as const;
export const TFN_STATUSES = ['PROVIDED', 'EXEMPT', 'NOT_PROVIDED'] as const;
export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
/** The most ongoing adviser fee, percent a year of the balance, and in dollars a year; the most upfront fee. */
export const MAX_FEE_PERCENT = '2.20';
export const MAX_FEE_DOLLARS = 50_000;
export const MAX_UPFRONT_FEE = 100_000;

/** The products the user's brand products offer. */
export function offeredProducts(brandProducts: readonly string[]): Product[] {
  return PRODUCTS.filter((p) => PRODUCT_RULES[p].offeredBy.some((b) => brandProducts.includes(b)));
}
