// Deterministic numbers for derived history: the same account and key give the same value on every read,
// so nothing per account is stored (the scale option seeds a million accounts).
import { createHash } from 'node:crypto';

/** A number in [0, 1) from md5(accountId:key). */
export function unit(accountId: string, key: string): number {
  return createHash('md5').update(`${accountId}:${key}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}

export const cents = (value: number) => Math.round(value * 100) / 100;

/** The balance an account held at the end of `day`: its balance now at the last day, wandering before it. */
export function balanceAt(accountId: string, ledger: number, day: string, lastDay: string): number {
  if (day >= lastDay) return cents(ledger);
  return cents(ledger * (0.82 + 0.3 * unit(accountId, `balance:${day}`)));
}
