import { describe, expect, it } from 'vitest';
import { resultOf, type SignatoryOutcome } from './result-step';

const outcome = (state: SignatoryOutcome['state']): SignatoryOutcome => ({ partyId: state, name: state, state });

describe('what the approval requests add up to', () => {
  it('waits while any is sending, then says all sent, some failed or none sent', () => {
    expect(resultOf([outcome('sent'), outcome('sending')])).toBe('sending');
    expect(resultOf([outcome('sent'), outcome('sent')])).toBe('sent');
    expect(resultOf([outcome('sent'), outcome('failed')])).toBe('someFailed');
    expect(resultOf([outcome('failed'), outcome('failed')])).toBe('noneSent');
    expect(resultOf([outcome('failed')])).toBe('noneSent');
  });
});
