import { describe, expect, it } from 'vitest';
import { catalogue } from '../../testing/copy-catalogue.js';
import { challengeOutcome, challengeResult } from './challenge-outcome.js';

const GENERIC = "Sorry, sending authorisation to approvers is currently unavailable. Please try again later. To send authorisation, navigate to the Manage payments page and click 'Send authorisation' on the applicable payment.";

describe('002 §8 MFA challenge error codes', () => {
  it.each([
    [null, 'SENT'],
    ['ACCOUNT_OTP_LOCKED', 'LOCKED'],
    ['INVALID_CHALLENGE_SOFT_LOCK', 'SOFT_LOCKED'],
    ['RESEND_CHALLENGE_SOFT_LOCK', 'SOFT_LOCKED'],
    ['MFA_PUSH_NOT_AVAILABLE', 'PUSH_NOT_REGISTERED'],
    ['GENERIC_SERVICE_ERROR', 'ERROR'],
    ['NO_AUTHENTICATOR_FOUND', 'ERROR'],
    ['NO_PREFERENCES_FOUND', 'ERROR'],
    ['NO_AUTHORISERS', 'ERROR'],
    ['BAD_REQUEST', 'ERROR'],
    ['', 'ERROR'],
  ])('%s -> %s', (code, outcome) => expect(challengeOutcome(code)).toBe(outcome));

  const ava = { name: 'Ava Smith', brand: 'mgl' };
  it('hard lock names the party and the brand ID', () => {
    expect(challengeResult('ACCOUNT_OTP_LOCKED', ava, catalogue).message).toBe(
      "Ava Smith can't receive SMS codes or authenticator approval requests because their Macquarie ID is locked. Ask your client to unlock it online, then resend from Manage payments.",
    );
    expect(challengeResult('ACCOUNT_OTP_LOCKED', { ...ava, brand: 'oasis' }, catalogue).message).toMatch(/their Access Code is locked/);
  });
  it('soft locks start with the name; push not registered asks to register then Send authorisation', () => {
    for (const code of ['INVALID_CHALLENGE_SOFT_LOCK', 'RESEND_CHALLENGE_SOFT_LOCK']) {
      expect(challengeResult(code, ava, catalogue).message).toBe('Ava Smith is temporarily locked. Please try again after 10 minutes.');
    }
    expect(challengeResult('MFA_PUSH_NOT_AVAILABLE', ava, catalogue).message).toMatch(/^Ava Smith .*register.*'Send authorisation'/);
  });
  it('everything else is the generic message, verbatim', () => {
    for (const code of ['GENERIC_SERVICE_ERROR', 'NO_AUTHORISERS', 'WHATEVER']) expect(challengeResult(code, ava, catalogue).message).toBe(GENERIC);
    expect(challengeResult(null, ava, catalogue)).toEqual({ outcome: 'SENT', code: null, message: null });
  });
});
