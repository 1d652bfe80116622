import { describe, expect, it } from 'vitest';
import { modifyOutcome, modifyResult } from './modify-outcome.js';
import { catalogue } from '../../testing/copy-catalogue.js';

describe('002 §4 modify case outcomes', () => {
  it('maps every named code, anything else to ERROR', () => {
    expect(modifyOutcome('SUCCESS')).toBe('MODIFIED');
    expect(modifyOutcome('ACTIVITY_ALREADY_ACTIONED_COMPLETED')).toBe('ALREADY_COMPLETED');
    expect(modifyOutcome('ACTIVITY_ALREADY_ACTIONED_DECLINED')).toBe('ALREADY_DECLINED');
    expect(modifyOutcome('ACCOUNT_OTP_LOCKED')).toBe('LOCK');
    expect(modifyOutcome('RESEND_CHALLENGE_SOFT_LOCK')).toBe('SOFT_LOCK');
    expect(modifyOutcome('INVALID_CHALLENGE_SOFT_LOCK')).toBe('SOFT_LOCK');
    for (const other of ['GENERIC_SERVICE_ERROR', 'MFA_PUSH_NOT_AVAILABLE', 'NO_AUTHORISERS', '', null, undefined]) expect(modifyOutcome(other)).toBe('ERROR');
  });

  it('gives the catalogue message, with the name and the brand ID name for locks', () => {
    const ava = { authoriserName: 'Ava Smith', brand: 'mgl' };
    expect(modifyResult('SUCCESS', ava, catalogue)).toEqual({ outcome: 'MODIFIED', message: null });
    expect(modifyResult('ACTIVITY_ALREADY_ACTIONED_COMPLETED', ava, catalogue).message).toBe("We can't resend notification as it has already been approved by your client.");
    expect(modifyResult('ACTIVITY_ALREADY_ACTIONED_DECLINED', ava, catalogue).message).toBe("We can't resend notification as it has already been denied by your client.");
    expect(modifyResult('ACCOUNT_OTP_LOCKED', ava, catalogue).message).toMatch(/^Ava Smith can't receive .* their Macquarie ID is locked/);
    expect(modifyResult('ACCOUNT_OTP_LOCKED', { ...ava, brand: 'oasis' }, catalogue).message).toMatch(/their Access Code is locked/);
    expect(modifyResult('RESEND_CHALLENGE_SOFT_LOCK', ava, catalogue).message).toBe('Ava Smith is temporarily locked. Please try again after 10 minutes.');
    expect(modifyResult('NOPE', ava, catalogue).message).toBe('Sorry, resend notification currently unavailable. Please try again later.');
  });
});
