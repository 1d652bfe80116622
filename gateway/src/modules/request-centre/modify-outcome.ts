// 002 §4 Modify case: the upstream outcome code mapped once, and its message from the catalogue (002 §8
// Resend notification messages; MFA challenge errors for the locks).
import { text, type Copy } from '../../copy.js';

export type ModifyCaseOutcome = 'MODIFIED' | 'ALREADY_COMPLETED' | 'ALREADY_DECLINED' | 'LOCK' | 'SOFT_LOCK' | 'ERROR';

const OUTCOMES: Record<string, ModifyCaseOutcome> = {
  SUCCESS: 'MODIFIED',
  ACTIVITY_ALREADY_ACTIONED_COMPLETED: 'ALREADY_COMPLETED',
  ACTIVITY_ALREADY_ACTIONED_DECLINED: 'ALREADY_DECLINED',
  ACCOUNT_OTP_LOCKED: 'LOCK',
  RESEND_CHALLENGE_SOFT_LOCK: 'SOFT_LOCK',
  INVALID_CHALLENGE_SOFT_LOCK: 'SOFT_LOCK',
};

/** Anything the specification does not name is the generic error. */
export const modifyOutcome = (code: string | null | undefined): ModifyCaseOutcome => OUTCOMES[(code ?? '').trim().toUpperCase()] ?? 'ERROR';

/** 002 §8: the locked ID is a Macquarie ID under the mgl brand and an Access Code under the others. */
const idName = (copy: Copy, brand: string) => text(copy, brand === 'mgl' ? 'requests.mfa.idName.mgl' : 'requests.mfa.idName.other');

export function modifyMessage(outcome: ModifyCaseOutcome, who: { authoriserName: string; brand: string }, copy: Copy): string | null {
  switch (outcome) {
    case 'MODIFIED': return null;
    case 'ALREADY_COMPLETED': return text(copy, 'requests.resend.alreadyApproved');
    case 'ALREADY_DECLINED': return text(copy, 'requests.resend.alreadyDenied');
    case 'LOCK': return text(copy, 'requests.mfa.lock', { name: who.authoriserName, idName: idName(copy, who.brand) });
    case 'SOFT_LOCK': return text(copy, 'requests.mfa.softLock', { name: who.authoriserName });
    case 'ERROR': return text(copy, 'requests.resend.error');
  }
}

export const modifyResult = (code: string | null | undefined, who: { authoriserName: string; brand: string }, copy: Copy) => {
  const outcome = modifyOutcome(code);
  return { outcome, message: modifyMessage(outcome, who, copy) };
};
