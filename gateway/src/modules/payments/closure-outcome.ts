// 002 §8 Account closure: server codes (or, for technical errors without one, the HTTP status) mapped once
// to messages, exactly as the table; duplicates removed; anything unknown or unparseable is the generic one.
import { text, type Copy } from '../../copy.js';

export type ClosureReason =
  | 'NO_AUTHORITY' | 'NOT_CLOSABLE' | 'PENDING_TRANSACTIONS' | 'MANUAL_CLOSURE'
  | 'ACTIVE_LINKED_ACCOUNT' | 'OUTSTANDING_BALANCE' | 'ONLINE_TRADING' | 'GENERIC';

const TABLE: Readonly<Record<string, ClosureReason>> = {
  NO_ENTITLEMENT: 'NO_AUTHORITY',
  205: 'NOT_CLOSABLE', 705: 'NOT_CLOSABLE', 706: 'NOT_CLOSABLE', 208: 'NOT_CLOSABLE', 404: 'NOT_CLOSABLE',
  206: 'PENDING_TRANSACTIONS', 201: 'PENDING_TRANSACTIONS', 202: 'PENDING_TRANSACTIONS', 207: 'PENDING_TRANSACTIONS',
  203: 'MANUAL_CLOSURE', 409: 'MANUAL_CLOSURE',
  204: 'ACTIVE_LINKED_ACCOUNT',
  211: 'OUTSTANDING_BALANCE',
  500: 'GENERIC',
  209: 'ONLINE_TRADING',
};

const KEYS: Readonly<Record<ClosureReason, string>> = {
  NO_AUTHORITY: 'closure.noAuthority',
  NOT_CLOSABLE: 'closure.notClosable',
  PENDING_TRANSACTIONS: 'closure.pendingTransactions',
  MANUAL_CLOSURE: 'closure.manualClosure',
  ACTIVE_LINKED_ACCOUNT: 'closure.activeLinkedAccount',
  OUTSTANDING_BALANCE: 'closure.outstandingBalance',
  ONLINE_TRADING: 'closure.onlineTrading',
  GENERIC: 'closure.generic',
};

export const closureReason = (code: string | number | null | undefined): ClosureReason =>
  code == null ? 'GENERIC' : (TABLE[String(code).trim().toUpperCase()] ?? 'GENERIC');

/**
 * The reasons of a failure: each server code mapped; without a code, the HTTP status (404, 409, 500);
 * none at all, the generic one. Order kept, duplicates removed.
 */
export function closureReasons(codes: readonly (string | number)[], status: number | null): ClosureReason[] {
  const reasons = codes.length ? codes.map(closureReason) : [closureReason(status)];
  return [...new Set(reasons)];
}

export const closureMessages = (reasons: readonly ClosureReason[], copy: Copy): string[] =>
  [...new Set(reasons.map((r) => text(copy, KEYS[r])))];
