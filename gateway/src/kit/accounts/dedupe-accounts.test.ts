import { describe, expect, it } from 'vitest';
import { dedupeAccounts } from './dedupe-accounts.js';

const row = (accountId: string, adviserType: 'P' | 'S', isOpeningXLAccountAllowed = false, tag = '') => ({
  accountId,
  adviserType,
  isOpeningXLAccountAllowed,
  tag,
});

describe('primary/secondary dedupe (000 §5)', () => {
  it('keeps the primary record when an account comes as P and S', () => {
    expect(dedupeAccounts([row('A', 'S', true, 's'), row('A', 'P', false, 'p')])).toEqual([row('A', 'P', false, 'p')]);
  });

  it('without a primary keeps a secondary that allows opening an XL account', () => {
    const kept = dedupeAccounts([row('A', 'S', false, 's1'), row('A', 'S', true, 's2'), row('A', 'S', true, 's3')]);
    expect(kept.map((r) => r.tag)).toEqual(['s2']);
  });

  it('keeps the first row when no row is preferred, and accounts seen once as they are', () => {
    expect(dedupeAccounts([row('A', 'S', false, 'first'), row('A', 'S', false, 'second'), row('B', 'S')]).map((r) => r.tag)).toEqual([
      'first',
      '',
    ]);
  });

  it('keeps the order in which accounts first appear', () => {
    const kept = dedupeAccounts([row('B', 'S'), row('A', 'P'), row('B', 'P'), row('C', 'P')]);
    expect(kept.map((r) => `${r.accountId}${r.adviserType}`)).toEqual(['BP', 'AP', 'CP']);
  });
});
