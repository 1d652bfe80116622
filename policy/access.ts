// Access levels and the signing rule: facts of the account that the policy, the sandbox and the gateway all read
// the same way (docs/architecture.md "One policy").
import type { AccessLevel } from '../schemas/policy.schema.ts';

const RANK: Record<AccessLevel, number> = { VIEW: 0, LIMITED: 1, FULL: 2 };

/** Whether `held` (absent: no access) is at least `needed`. */
export const accessAllows = (held: string | null | undefined, needed: string | null | undefined): boolean =>
  !needed || (held != null && held in RANK && RANK[held as AccessLevel] >= (RANK[needed as AccessLevel] ?? Infinity));

/** The lowest of `levels` (FULL for none: an empty group asks nothing). */
export const leastAccess = (levels: readonly AccessLevel[]): AccessLevel =>
  levels.reduce<AccessLevel>((least, level) => (RANK[level] < RANK[least] ? level : least), 'FULL');

/**
 * The signing rule of an account's payment authority: 'Both To Sign' (002) needs two signatories, every
 * other authority ('Either To Sign', 'Sole', none) one. Matched exactly, case and spacing aside.
 */
export const SIGNING_TYPES = { dual: 'Both To Sign', sole: 'Either To Sign' } as const;

export function requiredApprovals(signingType: string | null | undefined): 1 | 2 {
  return (signingType ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === SIGNING_TYPES.dual.toLowerCase() ? 2 : 1;
}

export const isDualSigning = (signingType: string | null | undefined): boolean => requiredApprovals(signingType) === 2;
