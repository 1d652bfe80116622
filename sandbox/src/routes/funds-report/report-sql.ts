// The funds and accounts report's reads (migration 015): the totals for the report, the register for its rows.
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/http-error.js';

export const MAX_PAGE = 5000;

export interface ReportFilter {
  assetCode?: string;
  dealerCode?: string;
  adviserCode?: string;
}

/** `where` terms over an entity set column `s` and an investment column, with their parameters after $1 (the keys). */
function terms(filter: ReportFilter, set: string, asset: string, params: unknown[]): string {
  let sql = `${set}.entity_set && $1::text[]`;
  if (filter.dealerCode) sql += ` and ${set}.dealer_code = $${params.push(filter.dealerCode)}`;
  if (filter.adviserCode) sql += ` and $${params.push(filter.adviserCode)} = any(${set}.entity_set)`;
  if (filter.assetCode) sql += ` and ${asset} = $${params.push(filter.assetCode)}`;
  return sql;
}

export interface FilterChoices {
  dealers: { dealer_code: string; dealer_name: string }[];
  advisers: { adviser_code: string; adviser_name: string; dealer_code: string }[];
}

/** The dealers and adviser codes of the caller's entities that hold registered wraps. */
export async function filterChoices(db: Pick<Db, 'query'>, keys: string[]): Promise<FilterChoices> {
  const { rows } = await db.query<{ kind: string; code: string; name: string; dealer_code: string }>(
    `with mine as (select distinct t.dealer_code, k.key from holding_totals t cross join lateral unnest(t.entity_set) as k(key)
                    where t.entity_set && $1::text[] and k.key = any($1::text[]))
     select 'D' as kind, d.dealer_code as code, d.dealer_name as name, d.dealer_code
       from dealers d where d.dealer_code in (select dealer_code from mine)
     union all
     select 'A', e.entity_key, e.adviser_name, e.dealer_code from adviser_entities e where e.entity_key in (select key from mine)
     order by 1, 2`,
    [keys],
  );
  return {
    dealers: rows.filter((r) => r.kind === 'D').map((r) => ({ dealer_code: r.code, dealer_name: r.name })),
    advisers: rows.filter((r) => r.kind === 'A').map((r) => ({ adviser_code: r.code, adviser_name: r.name, dealer_code: r.dealer_code })),
  };
}

/** A dealer or adviser code the caller has no registered wraps under is as unknown as another adviser's: 404. */
export function checkFilter(filter: ReportFilter, choices: FilterChoices): void {
  if (filter.dealerCode && !choices.dealers.some((d) => d.dealer_code === filter.dealerCode)) throw notFound();
  if (filter.adviserCode && !choices.advisers.some((a) => a.adviser_code === filter.adviserCode)) throw notFound();
}

export interface InvestmentTotal {
  asset_code: string;
  accounts: number;
  units: string;
  value: string;
  share: string;
}

export async function investmentTotals(db: Pick<Db, 'query'>, keys: string[], filter: ReportFilter): Promise<InvestmentTotal[]> {
  const params: unknown[] = [keys];
  const where = terms(filter, 't', 't.asset_code', params);
  const { rows } = await db.query<InvestmentTotal>(
    `select asset_code, sum(accounts)::int as accounts, sum(units)::text as units, sum(value)::text as value,
            coalesce(round(sum(value) * 100 / nullif(sum(sum(value)) over (), 0), 2), 0)::text as share
       from holding_totals t where ${where} group by asset_code order by sum(value) desc, asset_code`,
    params,
  );
  return rows;
}

/** Accounts with at least one holding in the report. */
export async function accountCount(db: Pick<Db, 'query'>, keys: string[], filter: ReportFilter): Promise<number> {
  const params: unknown[] = [keys];
  const where = terms({ ...filter, assetCode: undefined }, 's', '', params);
  const held = filter.assetCode ? ` and exists (select 1 from holdings h where h.account_id = s.account_id and h.asset_code = $${params.push(filter.assetCode)})` : '';
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from holding_accounts s where ${where}${held}`, params);
  return rows[0]!.n;
}

export interface HoldingRow {
  asset_code: string;
  account_id: string;
  account_number: string;
  account_name: string;
  product_description: string;
  dealer_code: string;
  units: string;
  value: string;
}

/** A page of the register's rows in (investment code, account id) order, after the cursor's row. */
export async function holdingsPage(db: Pick<Db, 'query'>, keys: string[], filter: ReportFilter, after: [string, string] | null, limit: number): Promise<HoldingRow[]> {
  const params: unknown[] = [keys];
  let where = terms(filter, 's', 'h.asset_code', params);
  if (after) where += ` and (h.asset_code, h.account_id) > ($${params.push(after[0])}, $${params.push(after[1])})`;
  const { rows } = await db.query<HoldingRow>(
    `select h.asset_code, h.account_id, a.account_number, a.account_name, a.product_description, a.dealer_code,
            h.units::text as units, h.value::text as value
       from holdings h join holding_accounts s on s.account_id = h.account_id join accounts a on a.account_id = h.account_id
      where ${where}
      order by h.asset_code, h.account_id limit ${limit}`,
    params,
  );
  return rows;
}
