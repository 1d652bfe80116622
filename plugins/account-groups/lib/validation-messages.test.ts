import { describe, expect, it } from 'vitest';
import { keyMessages, unavailableMessages } from './validation-messages';

const accounts = [
  { accountId: 'A1', accountNumber: 'W100', composerCode: 'C00000001' },
  { accountId: 'A2', accountNumber: 'W200', composerCode: null },
];

describe('per-account validation messages (000 §5, §8)', () => {
  it('keys error messages by composer code, else account number; the first message for an account is kept', () => {
    const messages = keyMessages(
      [
        { account: null, code: 'MIN_ACCOUNTS', message: 'x', severity: 'error' },
        { account: 'A1', code: 'NOT_ACTIVE', message: 'x', severity: 'error' },
        { account: 'A1', code: 'DEALER_LINK', message: 'x', severity: 'error' },
        { account: 'W200', code: 'FEE_GROUP_CLASH', message: 'x', severity: 'error' },
        { account: 'A2', code: 'ACCESS_LEVEL', message: 'x', severity: 'warning' },
      ],
      accounts,
    );
    expect([...messages]).toEqual([
      ['C00000001', 'groups.validation.notActive'],
      ['W200', 'groups.validation.feeGroups'],
    ]);
  });

  it('keeps an existing message for the same account', () => {
    const existing = new Map([['W200', 'groups.validation.access' as const]]);
    const messages = keyMessages([{ account: 'A2', code: 'DEALER_LINK', message: 'x', severity: 'error' }], accounts, existing);
    expect(messages.get('W200')).toBe('groups.validation.access');
  });

  it('gives every account the unavailable message on any other failure', () => {
    expect([...unavailableMessages(accounts).values()]).toEqual(['groups.validation.unavailable', 'groups.validation.unavailable']);
  });
});
