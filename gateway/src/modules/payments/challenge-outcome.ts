// 002 §8 MFA challenge error codes for payments: the challenge's upstream code mapped once to an outcome and
// its message, with the party's name and the brand's ID name (Macquarie ID under mgl, Access Code otherwise).
import { text, type Copy } from '../../copy.js';

export type ChallengeOutcome = 'SENT' | 'LOCKED' | 'SOFT_LOCKED' | 'PUSH_NOT_REGISTERED' | 'ERROR';

const OUTCOMES: Record<string, ChallengeOutcome> = {
  ACCOUNT_OTP_LOCKED: 'LOCKED',
  INVALID_CHALLENGE_SOFT_LOCK: 'SOFT_LOCKED',
  RESEND_CHALLENGE_SOFT_LOCK: 'SOFT_LOCKED',
  MFA_PUSH_NOT_AVAILABLE: 'PUSH_NOT_REGISTERED',
};

/** null is a sent challenge; GENERIC_SERVICE_ERROR and every other code (NO_AUTHORISERS, …) is ERROR. */
export const challengeOutcome = (code: string | null | undefined): ChallengeOutcome =>
  code == null ? 'SENT' : (OUTCOMES[code.trim().toUpperCase()] ?? 'ERROR');

// The ID names and the soft lock have one home, the request centre's keys: the wording is the same fact.
const idName = (copy: Copy, brand: string) => text(copy, brand === 'mgl' ? 'requests.mfa.idName.mgl' : 'requests.mfa.idName.other');

export function challengeMessage(outcome: ChallengeOutcome, who: { name: string; brand: string }, copy: Copy): string | null {
  switch (outcome) {
    case 'SENT': return null;
    case 'LOCKED': return text(copy, 'payments.mfa.lock', { name: who.name, idName: idName(copy, who.brand) });
    case 'SOFT_LOCKED': return text(copy, 'requests.mfa.softLock', { name: who.name });
    case 'PUSH_NOT_REGISTERED': return text(copy, 'payments.mfa.pushNotAvailable', { name: who.name });
    case 'ERROR': return text(copy, 'payments.mfa.generic');
  }
}

export const challengeResult = (code: string | null | undefined, who: { name: string; brand: string }, copy: Copy) => {
  const outcome = challengeOutcome(code);
  return { outcome, code: code ?? null, message: challengeMessage(outcome, who, copy) };
};
