// Which of the caller's wrap accounts hold an investment (issue 32 §5), from the holdings register (migration 015):
// the register's rows whose account's entity set overlaps the caller's, as the funds and accounts report reads it.
import type { Db } from '../../db/index.js';

export const MAX_HOLDERS_PAGE = 500;

export interface HolderRow {
  account_id: string;
  account_number: string;
  account_name: string;
  product_description: string;
  dealer_code: string;
  units: string;
  value: string;
}

/** A page of holders, largest value first (then account id), after the cursor's (value, account id). */
export async function holdersPage(db: Pick<Db, 'query'>, keys: string[], code: string, after: [string, string] | null, limit: number): Promise<HolderRow[]> {
  const params: unknown[] = [keys, code];
  const from = after ? ` and (h.value, h.account_id) < ($${params.push(after[0])}::numeric, $${params.push(after[1])})` : '';
  // The order reads (value desc, account id desc) for the cursor's row comparison, then shows ties by account id.
  const { rows } = await db.query<HolderRow>(
    `select h.account_id, a.account_number, a.account_name, a.product_description, a.dealer_code,
            h.units::text as units, h.value::text as value
       from holdings h join holding_accounts s on s.account_id = h.account_id join accounts a on a.account_id = h.account_id
      where h.asset_code = $2 and s.entity_set && $1::text[]${from}
      order by h.value desc, h.account_id desc limit ${limit}`,
    params,
  );
  return rows;
}

export interface HolderTotals {
  accounts: number;
  units: string;
  value: string;
}

/** The caller's accounts holding the investment, their units and value, from the register's kept totals. */
export async function holderTotals(db: Pick<Db, 'query'>, keys: string[], code: string): Promise<HolderTotals> {
  const { rows } = await db.query<HolderTotals>(
    `select coalesce(sum(accounts), 0)::int as accounts, coalesce(sum(units), 0)::text as units, coalesce(sum(value), 0)::text as value
       from holding_totals t where t.entity_set && $1::text[] and t.asset_code = $2`,
    [keys, code],
  );
  return rows[0]!;
}
