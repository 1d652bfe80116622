// The related accounts table of 000 §2: only active accounts, optionally filtered by role types and
// wrap product type; already selected accounts left out. Child accounts show no row select.
export interface RelatedRow {
  accountId: string;
  accountStatus: string;
  roleType: string | null;
  type: string | null;
  parentAccountId: string | null;
}

export interface RelatedFilter {
  /** Upper-cased role types to keep (000 §6: roles match upper-cased); empty keeps all. */
  roleTypes: readonly string[];
  /** Investment, Super or Pension; null keeps all. */
  productType: string | null;
}

export function relatedRows<Row extends RelatedRow>(rows: readonly Row[], filter: RelatedFilter, selectedIds: ReadonlySet<string>): Row[] {
  const roles = new Set(filter.roleTypes.map((r) => r.toUpperCase()));
  return rows.filter(
    (row) =>
      row.accountStatus === 'Active' &&
      !selectedIds.has(row.accountId) &&
      (roles.size === 0 || roles.has((row.roleType ?? '').toUpperCase())) &&
      (!filter.productType || row.type === filter.productType),
  );
}

/** A child account (one with a parent) cannot be picked on its own. */
export const isSelectable = (row: RelatedRow) => !row.parentAccountId;
