// The holdings register (migration 015; sandbox/README.md "The holdings register"): each wrap's units per investment
// on the reference day, written once per store by a seed part and by any call that changes units (recordHoldings),
// and read by the valuation from the reference day on, so the valuation and the report agree.
import type { Db } from '../../db/index.js';
import { bulkInsert, type BulkColumn } from '../../db/bulk-insert.js';
import { toDay } from './days.js';
import { holdingsOn, portfolioOf, type PortfolioAccount } from './derive-portfolio.js';

const COLUMNS: BulkColumn[] = [
  { name: 'asset_code', type: 'text' },
  { name: 'account_id', type: 'text' },
  { name: 'units', type: 'numeric' },
  { name: 'value', type: 'numeric' },
];

export interface RegisterRow {
  assetCode: string;
  units: number;
  value: number;
}

/** The register's rows of one account: its derived holdings on the reference day, less the ledger's cash. */
export function registerRowsOf(account: PortfolioAccount): RegisterRow[] {
  return holdingsOn(portfolioOf(account), account.referenceDay).map((h) => ({ assetCode: h.asset.code, units: h.units, value: h.value }));
}

interface WrapRow {
  account_id: string;
  account_status: string;
  funded_date: string | null;
  ledger_balance: string;
  reference_date: string;
  cash_balance: string | null;
}

// The same facts loadWrapAccount reads, for many accounts at once.
const WRAPS_SQL = `
  select a.account_id, a.account_status, to_char(a.funded_date, 'YYYY-MM-DD') as funded_date, a.ledger_balance::text as ledger_balance,
         to_char(s.reference_date, 'YYYY-MM-DD') as reference_date, c.ledger_balance::text as cash_balance
    from accounts a cross join seed_info s
    left join accounts c on c.account_type = 'CASH' and c.account_number = a.linked_cash_account
   where a.account_type = 'WRAP' and a.account_status = 'Active' and a.funded_date is not null`;

const toAccount = (r: WrapRow): PortfolioAccount => ({
  accountId: r.account_id,
  fundedDay: r.funded_date ? toDay(r.funded_date) : null,
  referenceDay: toDay(r.reference_date),
  balance: Number(r.ledger_balance),
  active: r.account_status === 'Active',
  cashBalance: r.cash_balance === null ? null : Number(r.cash_balance),
});

function columnsOf(accounts: WrapRow[]): unknown[][] {
  const columns: unknown[][] = [[], [], [], []];
  for (const row of accounts) {
    for (const h of registerRowsOf(toAccount(row))) {
      columns[0]!.push(h.assetCode);
      columns[1]!.push(row.account_id);
      columns[2]!.push(String(h.units));
      columns[3]!.push(h.value.toFixed(2));
    }
  }
  return columns;
}

const BATCH = 2000;

/** Writes the whole register (a seed part: inside its transaction), then its sets and totals in one pass. */
export async function writeHoldingsRegister(db: Db, log?: (msg: string) => void): Promise<number> {
  const started = performance.now();
  await db.exec(`set local sandbox.holdings_bulk = 'on'`);
  await db.exec('delete from holdings');
  let after = '';
  let accounts = 0;
  let rows = 0;
  for (;;) {
    const batch = (await db.query<WrapRow>(`${WRAPS_SQL} and a.account_id > $1 order by a.account_id limit ${BATCH}`, [after])).rows;
    if (!batch.length) break;
    rows += await bulkInsert(db, 'holdings', COLUMNS, columnsOf(batch));
    accounts += batch.length;
    after = batch.at(-1)!.account_id;
  }
  await db.exec(`set local sandbox.holdings_bulk = 'off'`);
  await db.query('select holdings_rebuild()');
  log?.(`holdings register: ${rows} holdings of ${accounts} wrap accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return rows;
}

/** Brings the register up to date for these accounts (a call changed their units); the triggers keep the totals. */
export async function recordHoldings(db: Db, accountIds: readonly string[]): Promise<void> {
  if (!accountIds.length) return;
  await db.transaction(async (tx) => {
    await tx.query('delete from holdings where account_id = any($1::text[])', [accountIds]);
    const wraps = (await tx.query<WrapRow>(`${WRAPS_SQL} and a.account_id = any($1::text[])`, [accountIds])).rows;
    await bulkInsert(tx, 'holdings', COLUMNS, columnsOf(wraps));
  });
}

/** The register's units of one account by investment code; null when the register holds none for it. */
export async function registerUnits(db: Pick<Db, 'query'>, accountId: string): Promise<Map<string, number> | null> {
  const { rows } = await db.query<{ asset_code: string; units: string }>('select asset_code, units::text as units from holdings where account_id = $1', [accountId]);
  return rows.length ? new Map(rows.map((r) => [r.asset_code, Number(r.units)])) : null;
}
