// The 'Account status' pills (000 §5): none chosen sends Active and Closed; all chosen sends no
// filter. The gateway treats a missing status list as Active and Closed, so both come to null here.
export type PillStatus = 'Active' | 'Closed';

export const STATUS_PILLS: readonly PillStatus[] = ['Active', 'Closed'];
/** 000 §9: the default account status filter is Active. */
export const DEFAULT_STATUSES: readonly PillStatus[] = ['Active'];

export function statusFilter(chosen: readonly PillStatus[]): PillStatus[] | null {
  const picked = STATUS_PILLS.filter((s) => chosen.includes(s));
  return picked.length === 0 || picked.length === STATUS_PILLS.length ? null : picked;
}

/** The results page's accountStatus parameter: the chosen statuses, or both when none is chosen. */
export function statusParam(chosen: readonly PillStatus[]): string {
  return (statusFilter(chosen) ?? STATUS_PILLS).join(',');
}

export function togglePill(chosen: readonly PillStatus[], status: PillStatus): PillStatus[] {
  return chosen.includes(status) ? chosen.filter((s) => s !== status) : STATUS_PILLS.filter((s) => s === status || chosen.includes(s));
}
