// A client's total across accounts and how it is spread (issue 31 §3), by the dashboard book's rule (sandbox/README.md
// "The book"): Active cash accounts, term deposits and wrap accounts count; a wrap account's own cash account is
// inside its wrap's balance (the valuation's "Wrap cash account"), so it is not added again; online trading is not
// administered on the platform. Every sum is in whole cents.
import { centsOf, centsText, decimalText } from '@gateway/kit/decimal.js';

export type ClientProduct = 'CASH' | 'TERM_DEPOSIT' | 'INVESTMENT' | 'SUPER' | 'PENSION' | 'WRAP_CASH' | 'ONLINE_TRADING';

export interface ProductFacts {
  accountId: string;
  accountNumber: string;
  accountType: string;
  accountStatus: string;
  parentAccountId: string | null;
  ledgerBalance: number | string | null;
}

export interface ProductOf {
  product: ClientProduct;
  /** The wrap account whose balance holds this one (its own cash account); null otherwise. */
  includedIn: string | null;
  counted: boolean;
}

const WRAP_TYPES: Record<string, ClientProduct> = { investment: 'INVESTMENT', super: 'SUPER', pension: 'PENSION' };

/** Each account's product and whether it adds to the total; `wrapTypes`: a wrap account's product type by id. */
export function productsOf(accounts: readonly ProductFacts[], wrapTypes: ReadonlyMap<string, string | null>): ProductOf[] {
  const wraps = new Map(accounts.filter((a) => a.accountType === 'WRAP').map((a) => [a.accountId, a.accountNumber]));
  return accounts.map((a) => {
    const wrapOf = a.accountType === 'CASH' && a.parentAccountId ? (wraps.get(a.parentAccountId) ?? null) : null;
    const product: ClientProduct =
      a.accountType === 'TD' ? 'TERM_DEPOSIT'
      : a.accountType === 'WRAP' ? (WRAP_TYPES[(wrapTypes.get(a.accountId) ?? '').toLowerCase()] ?? 'INVESTMENT')
      : a.accountType === 'MOT' ? 'ONLINE_TRADING'
      : wrapOf ? 'WRAP_CASH'
      : 'CASH';
    const counted = a.accountStatus === 'Active' && product !== 'WRAP_CASH' && product !== 'ONLINE_TRADING' && centsOf(a.ledgerBalance) !== null;
    return { product, includedIn: wrapOf, counted };
  });
}

/** A part's share of the whole in per cent, to 2 decimal places (half up); 0 of nothing. */
export function weight(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  return decimalText({ units: (part * 20_000n + whole) / (2n * whole), scale: 2 });
}

/** Values added up by a key, largest first, each with its share of the total. */
export function totalsBy<K>(items: Iterable<{ key: K; cents: bigint }>, total: bigint) {
  const sums = new Map<K, { cents: bigint; count: number }>();
  for (const { key, cents } of items) {
    const s = sums.get(key) ?? { cents: 0n, count: 0 };
    sums.set(key, { cents: s.cents + cents, count: s.count + 1 });
  }
  return [...sums]
    .sort(([, a], [, b]) => (a.cents === b.cents ? 0 : a.cents > b.cents ? -1 : 1))
    .map(([key, s]) => ({ key, count: s.count, value: centsText(s.cents), weight: weight(s.cents, total) }));
}

/** ClientTotal's parent: the figures, and the counted accounts byAssetClass reads the wraps of. */
export interface ClientTotalNode {
  value: string;
  accounts: number;
  byProduct: Array<{ product: ClientProduct; accounts: number; value: string; weight: string }>;
  counted: Array<ProductFacts & ProductOf>;
  totalCents: bigint;
}

export function clientTotal(accounts: ReadonlyArray<ProductFacts & ProductOf>): ClientTotalNode {
  const counted = accounts.filter((a) => a.counted);
  const cents = counted.map((a) => ({ key: a.product, cents: centsOf(a.ledgerBalance)! }));
  const totalCents = cents.reduce((sum, c) => sum + c.cents, 0n);
  return {
    value: centsText(totalCents),
    accounts: counted.length,
    byProduct: totalsBy(cents, totalCents).map((t) => ({ product: t.key, accounts: t.count, value: t.value, weight: t.weight })),
    counted,
    totalCents,
  };
}
