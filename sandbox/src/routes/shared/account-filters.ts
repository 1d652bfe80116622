import { keywordConditions, type SqlParams } from './sql-params.js';

export const ACCOUNT_STATUSES = ['Active', 'Closed', 'Pending', 'Deleted'] as const;
export const ACCOUNT_TYPES = ['WRAP', 'CASH', 'TD', 'MOT'] as const;

/** Account filters shared by the intermediary v2 search and the babbage search. */
export interface AccountFilter {
  keywords: string[];
  statuses?: string[];
  types?: string[];
  ventures?: string[];
  productCodes?: string[];
  productDescriptions?: string[];
  openFrom?: string;
  openTo?: string;
  closeFrom?: string;
  closeTo?: string;
  minBalance?: number;
  maxBalance?: number;
  accountIds?: string[];
}

/**
 * WHERE conditions on `accounts a` (or, with `alias` 's', on `account_search s`, which has the same
 * column names for everything but product_description); every value goes through `params`.
 */
export function accountConditions(params: SqlParams, f: AccountFilter, alias = 'a'): string[] {
  const where = keywordConditions(params, `${alias}.search_text`, f.keywords, true);
  const anyOf = (column: string, values?: string[]) => {
    if (values) where.push(`${alias}.${column} = any(${params.add(values, '::text[]')})`);
  };
  anyOf('account_status', f.statuses);
  anyOf('account_type', f.types);
  anyOf('business_venture', f.ventures);
  anyOf('product_code', f.productCodes);
  anyOf('product_description', f.productDescriptions);
  anyOf('account_id', f.accountIds);
  if (f.openFrom) where.push(`${alias}.opened_date >= ${params.add(f.openFrom, '::date')}`);
  if (f.openTo) where.push(`${alias}.opened_date <= ${params.add(f.openTo, '::date')}`);
  if (f.closeFrom) where.push(`${alias}.closed_date >= ${params.add(f.closeFrom, '::date')}`);
  if (f.closeTo) where.push(`${alias}.closed_date <= ${params.add(f.closeTo, '::date')}`);
  if (f.minBalance !== undefined) where.push(`${alias}.ledger_balance >= ${params.add(f.minBalance, '::numeric')}`);
  if (f.maxBalance !== undefined) where.push(`${alias}.ledger_balance <= ${params.add(f.maxBalance, '::numeric')}`);
  return where;
}
