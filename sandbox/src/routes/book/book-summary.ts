// The book's figures for one user (sandbox/README.md "The book"): funds under administration by product from the
// book_totals summary (migrations 013, 014), a few rows per user rather than one per account.
import type { Db } from '../../db/index.js';

export const PRODUCTS = ['CASH', 'TD', 'INVESTMENT', 'SUPER', 'PENSION'] as const;
export type Product = (typeof PRODUCTS)[number];

export interface ProductFigures {
  product: Product;
  accounts: number;
  balance: number;
  balance_month_ago: number;
}

interface TotalRow {
  product: string;
  accounts: number;
  balance: string;
  month_ago: string;
}

/**
 * The caller's totals per product, WRAP_CASH included (the wraps' cash, already inside their balances, which the
 * allocation shows apart), over the entity sets the caller sees (needs-attention.ts visibleSets). Each account sits
 * in one entity set, so the sets add each account once.
 */
export async function bookTotals(db: Pick<Db, 'query'>, sets: number[]): Promise<Map<string, TotalRow>> {
  if (!sets.length) return new Map();
  const { rows } = await db.query<TotalRow>(
    `select t.product, sum(t.accounts)::int as accounts, sum(t.balance)::text as balance, sum(t.month_ago)::text as month_ago
       from book_sets s join book_totals t on t.entity_set = s.entity_set
      where s.set_id = any($1::int[]) group by t.product`,
    [sets],
  );
  return new Map(rows.map((r) => [r.product, r]));
}

const cents = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);
const dollars = (c: number) => c / 100;

export function productFigures(totals: Map<string, TotalRow>): ProductFigures[] {
  return PRODUCTS.map((product) => {
    const row = totals.get(product);
    return { product, accounts: row?.accounts ?? 0, balance: dollars(cents(row?.balance)), balance_month_ago: dollars(cents(row?.month_ago)) };
  });
}

/** The book by asset class: cash (cash accounts and the wraps' cash), term deposits, and the wraps' invested assets. */
export function allocation(totals: Map<string, TotalRow>) {
  const of = (...products: string[]) => products.reduce((sum, p) => sum + cents(totals.get(p)?.balance), 0);
  const wrapCash = of('WRAP_CASH');
  const invested = Math.max(0, of('INVESTMENT', 'SUPER', 'PENSION') - wrapCash);
  return [
    { asset_class: 'CASH', value: dollars(of('CASH') + wrapCash) },
    { asset_class: 'TERM_DEPOSITS', value: dollars(of('TD')) },
    { asset_class: 'INVESTED', value: dollars(invested) },
  ];
}
