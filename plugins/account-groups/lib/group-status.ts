export type GroupStatus = 'ACTIVE' | 'INACTIVE' | 'PENDING' | 'CLOSED';
const KNOWN = new Set<string>(['ACTIVE', 'INACTIVE', 'PENDING', 'CLOSED']);

/** 000 §4: unknown statuses read as ACTIVE (a new draft starts ACTIVE too). */
export function readStatus(status: string | null | undefined): GroupStatus {
  const upper = (status ?? '').toUpperCase();
  return (KNOWN.has(upper) ? upper : 'ACTIVE') as GroupStatus;
}
