import { describe, expect, it } from 'vitest';
import { isSelectable, relatedRows } from './related-rows';

const row = (accountId: string, over: Partial<Parameters<typeof isSelectable>[0]> = {}) => ({
  accountId,
  accountStatus: 'Active',
  roleType: 'OWNER',
  type: 'Investment',
  parentAccountId: null,
  ...over,
});

describe('related accounts (000 §2)', () => {
  const rows = [row('A1'), row('A2', { accountStatus: 'Closed' }), row('A3', { roleType: 'trustee', type: 'Super' }), row('A4', { parentAccountId: 'A1', type: 'Pension' })];

  it('shows only active accounts that are not selected', () => {
    expect(relatedRows(rows, { roleTypes: [], productType: null }, new Set(['A3'])).map((r) => r.accountId)).toEqual(['A1', 'A4']);
  });

  it('filters by role types (upper-cased) and wrap product type', () => {
    expect(relatedRows(rows, { roleTypes: ['TRUSTEE'], productType: null }, new Set()).map((r) => r.accountId)).toEqual(['A3']);
    expect(relatedRows(rows, { roleTypes: [], productType: 'Pension' }, new Set()).map((r) => r.accountId)).toEqual(['A4']);
  });

  it('child accounts hide the row select', () => {
    expect(isSelectable(rows[0])).toBe(true);
    expect(isSelectable(rows[3])).toBe(false);
  });
});
