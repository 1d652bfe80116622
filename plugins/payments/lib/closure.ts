// Account closure from the cash account page (002 §8 Account closure): who is offered it, the balance the
// confirmation states, and what the modal shows for the gateway's answer. The gateway maps the codes.
import type { CopyKey } from '@kit/copy';

/** Offered on active accounts only: a closed (or deleted, or still pending) account has nothing to close. */
export const offersClosure = (accountStatus: string | null | undefined): boolean => accountStatus === 'Active';

/** The closing balance: the cash ledger balance, else the available balance; null when neither is known. */
export function closingBalance(account: { ledgerBalance?: string | null; availableBalance?: string | null }): string | null {
  return account.ledgerBalance ?? account.availableBalance ?? null;
}

export type ClosureView =
  | { state: 'requested'; closureId: string | null }
  | { state: 'refused'; messages: readonly string[]; keys: readonly CopyKey[] };

/**
 * The modal's answer: success with the closure id, or every message the gateway gave (already mapped and
 * de-duplicated). No answer at all (a GraphQL or network failure), or a refusal without messages, is the
 * generic 'Account closure is currently unavailable…' (closure.generic).
 */
export function closureView(result: { success: boolean; closureId?: string | null; messages: readonly string[] } | null | undefined): ClosureView {
  if (result?.success) return { state: 'requested', closureId: result.closureId ?? null };
  const messages = [...new Set(result?.messages ?? [])].filter((m) => m.trim());
  return messages.length ? { state: 'refused', messages, keys: [] } : { state: 'refused', messages: [], keys: ['closure.generic'] };
}
