import { describe, expect, it } from 'vitest';
import { catalogue } from '../../testing/copy-catalogue.js';
import { closureMessages, closureReason, closureReasons } from './closure-outcome.js';

describe('002 §8 account closure mapping', () => {
  it.each([
    ['NO_ENTITLEMENT', 'NO_AUTHORITY'],
    ...['205', '705', '706', '208', '404'].map((c) => [c, 'NOT_CLOSABLE']),
    ...['206', '201', '202', '207'].map((c) => [c, 'PENDING_TRANSACTIONS']),
    ['203', 'MANUAL_CLOSURE'], ['409', 'MANUAL_CLOSURE'],
    ['204', 'ACTIVE_LINKED_ACCOUNT'],
    ['211', 'OUTSTANDING_BALANCE'],
    ['500', 'GENERIC'],
    ['209', 'ONLINE_TRADING'],
    ['999', 'GENERIC'], ['nonsense', 'GENERIC'],
  ])('%s -> %s', (code, reason) => expect(closureReason(code)).toBe(reason));

  it('uses the HTTP status when there is no code; nothing at all is generic', () => {
    expect(closureReasons([], 404)).toEqual(['NOT_CLOSABLE']);
    expect(closureReasons([], 409)).toEqual(['MANUAL_CLOSURE']);
    expect(closureReasons([], 500)).toEqual(['GENERIC']);
    expect(closureReasons([], null)).toEqual(['GENERIC']);
    expect(closureReasons([], 418)).toEqual(['GENERIC']);
  });

  it('removes duplicates and gives the exact messages', () => {
    const reasons = closureReasons(['205', '705', 'NO_ENTITLEMENT', '500', 'x'], 422);
    expect(reasons).toEqual(['NOT_CLOSABLE', 'NO_AUTHORITY', 'GENERIC']);
    expect(closureMessages(reasons, catalogue)).toEqual([
      "This account can't be closed at this time. Please contact us on live chat for support.",
      "You don't have authority to close this account.",
      'Account closure is currently unavailable. Please try again later.',
    ]);
  });
});
