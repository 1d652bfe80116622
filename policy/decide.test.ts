// Each kind of requirement in the policy, decided for and against, on the real table.
import { describe, expect, it } from 'vitest';
import { accessAllows, isDualSigning, requiredApprovals } from './access.ts';
import { decide, ruleOf } from './decide.ts';
import { actionNames, isActionName } from './policy.ts';

describe('decide', () => {
  it('allows an action on the caller\'s own data to every signed-in role', () => {
    expect(decide('accounts.search', { role: 'dealerStaff' })).toMatchObject({ allow: true });
  });

  it('answers 404 for a resource the caller does not see, whatever else they hold', () => {
    expect(decide('account.view', { role: 'adviser', resource: null })).toMatchObject({ allow: false, status: 404, reason: 'NOT_FOUND' });
    expect(decide('payment.cancel', { role: 'adviser', resource: null })).toMatchObject({ allow: false, status: 404 });
  });

  it('refuses a payment action to a caller who sees the account but may not pay from it (finding 1)', () => {
    const seen = { access: 'FULL', paymentAccess: 'NONE' } as const;
    for (const action of ['payment.make', 'payment.cancel', 'payment.challenge'] as const) {
      expect(decide(action, { role: 'adviser', resource: seen })).toMatchObject({ allow: false, status: 403, reason: 'PAYMENT_PERMISSION', code: 'NO_PAYMENT_PERMISSION' });
      expect(decide(action, { role: 'adviser', resource: { ...seen, paymentAccess: 'LIMITED' } })).toMatchObject({ allow: true });
    }
  });

  it('needs FULL payment permission to close an account, with the closure code (finding 2)', () => {
    expect(decide('account.close', { role: 'dealerStaff', resource: { access: 'FULL', paymentAccess: 'LIMITED' } })).toMatchObject({ allow: false, code: 'NO_ENTITLEMENT' });
    expect(decide('account.close', { role: 'adviser', resource: { access: 'FULL', paymentAccess: 'FULL' } })).toMatchObject({ allow: true });
  });

  it('refuses when the brand flag is off, and leaves flags alone where they are not known', () => {
    const resource = { access: 'FULL', paymentAccess: 'FULL' } as const;
    expect(decide('payment.make', { role: 'adviser', flags: { 'payments.make': false }, resource })).toMatchObject({ allow: false, status: 403, reason: 'FLAG_OFF' });
    expect(decide('payment.make', { role: 'adviser', flags: { 'payments.make': true }, resource })).toMatchObject({ allow: true });
    expect(decide('payment.make', { role: 'adviser', resource })).toMatchObject({ allow: true });
  });

  it('compares access levels, fixed or asked by the request type', () => {
    expect(decide('group.edit', { role: 'adviser', resource: { access: 'LIMITED' } })).toMatchObject({ allow: false, reason: 'ACCESS' });
    expect(decide('request.create', { role: 'adviser', resource: { access: 'LIMITED', requestTypeAccess: 'FULL' } })).toMatchObject({ allow: false, reason: 'ACCESS' });
    expect(decide('request.create', { role: 'adviser', resource: { access: 'LIMITED', requestTypeAccess: 'LIMITED' } })).toMatchObject({ allow: true });
  });

  it('applies only role and flag when a call may name a resource and did not', () => {
    expect(decide('account.view', { role: 'adviser', resource: 'unnamed' })).toMatchObject({ allow: true });
    expect(decide('payment.make', { role: 'adviser', flags: { 'payments.make': false }, resource: 'unnamed' })).toMatchObject({ allow: false, reason: 'FLAG_OFF' });
  });

  it('hides a conversation or share the caller did not start', () => {
    expect(decide('chat.converse', { role: 'adviser', resource: { owned: false } })).toMatchObject({ allow: false, status: 404 });
    expect(decide('screenshare.share', { role: 'adviser', resource: { owned: true } })).toMatchObject({ allow: true });
  });
});

describe('the table', () => {
  it('names its actions and refuses others', () => {
    expect(actionNames.length).toBeGreaterThan(20);
    expect(isActionName('payment.cancel')).toBe(true);
    expect(isActionName('payment.steal')).toBe(false);
    expect(isActionName('toString')).toBe(false);
  });

  it('gives every action that can answer 403 its own code', () => {
    const restricted = actionNames.filter((a) => ruleOf(a).paymentAccess || (ruleOf(a).access && ruleOf(a).access !== 'VIEW'));
    expect(restricted.filter((a) => !ruleOf(a).denied)).toEqual([]);
  });
});

describe('access and signing', () => {
  it('ranks access levels', () => {
    expect(accessAllows('FULL', 'LIMITED')).toBe(true);
    expect(accessAllows('VIEW', 'LIMITED')).toBe(false);
    expect(accessAllows(null, 'VIEW')).toBe(false);
    expect(accessAllows('NONE', 'VIEW')).toBe(false);
  });

  it('needs two signatories only for Both To Sign', () => {
    expect(requiredApprovals('Both To Sign')).toBe(2);
    expect(requiredApprovals(' both  to sign ')).toBe(2);
    expect(requiredApprovals('Either To Sign')).toBe(1);
    expect(requiredApprovals('Both or either')).toBe(1);
    expect(requiredApprovals(null)).toBe(1);
    expect(isDualSigning('Both To Sign')).toBe(true);
  });
});
