import { describe, expect, it } from 'vitest';
import { addPage } from './collect-accounts';

const page = (ids: string[], next: string | null) => ({
  nodes: ids.map((accountId) => ({ accountId })),
  pageInfo: { hasNextPage: next !== null, endCursor: next },
});

describe('addPage', () => {
  it('stops at 5 accounts', () => {
    const r = addPage([], page(['a', 'b', 'c', 'd', 'e', 'f'], 'c1'));
    expect(r.accounts.map((a) => a.accountId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(r.more).toBe(false);
  });

  it('asks for another page while fewer than 5 are found, skipping repeats', () => {
    const first = addPage([], page(['a', 'b'], 'c1'));
    expect(first).toMatchObject({ more: true, cursor: 'c1' });
    const second = addPage(first.accounts, page(['b', 'c'], null));
    expect(second.accounts.map((a) => a.accountId)).toEqual(['a', 'b', 'c']);
    expect(second.more).toBe(false);
  });
});
