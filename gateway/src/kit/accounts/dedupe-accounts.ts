// 000 §5: the upstream answers one row per adviser link, so an account can come back as primary (P)
// and secondary (S). Keep one row per account: the primary; failing that a secondary that allows
// opening an XL account; failing that the first row. Order of first appearance is kept.
import type { AccountRecord } from './account-record.js';

const rank = (row: Pick<AccountRecord, 'adviserType' | 'isOpeningXLAccountAllowed'>) =>
  row.adviserType === 'P' ? 0 : row.isOpeningXLAccountAllowed ? 1 : 2;

export function dedupeAccounts<T extends Pick<AccountRecord, 'accountId' | 'adviserType' | 'isOpeningXLAccountAllowed'>>(
  rows: readonly T[],
): T[] {
  const kept = new Map<string, T>();
  for (const row of rows) {
    const current = kept.get(row.accountId);
    if (!current || rank(row) < rank(current)) kept.set(row.accountId, row);
  }
  return [...kept.values()];
}
