// 002 §4/§7: the security level the user sees and the value the backend stores.
export type SecurityLevel = 'ULTIMATE' | 'ENHANCED';

export const SECURITY_LEVEL_KEY = 'SECURITY_LEVEL';

/** Paranoid is Ultimate; Intermediate, an unset key or anything unknown is Enhanced, the default. */
export function fromBackend(value: unknown): SecurityLevel {
  return typeof value === 'string' && value.toLowerCase() === 'paranoid' ? 'ULTIMATE' : 'ENHANCED';
}

export function toBackend(level: SecurityLevel): 'Paranoid' | 'Intermediate' {
  return level === 'ULTIMATE' ? 'Paranoid' : 'Intermediate';
}
