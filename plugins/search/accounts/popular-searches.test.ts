import { describe, expect, it } from 'vitest';
import { popularSearches } from './popular-searches';

const ids = (access: { wrapAccess: boolean; cashAccess: boolean }) => popularSearches(access).map((s) => s.id);

describe('popular searches', () => {
  it('lists all six in order with wrap and cash access', () => {
    expect(ids({ wrapAccess: true, cashAccess: true })).toEqual(['favourites', 'openedAndFunded30', 'closed30', 'wrapByBalance', 'cashByBalance', 'opened30']);
  });

  it('hides the cash-balance entry without cash access and the Wrap-balance entry without wrap access', () => {
    expect(ids({ wrapAccess: true, cashAccess: false })).not.toContain('cashByBalance');
    expect(ids({ wrapAccess: false, cashAccess: true })).not.toContain('wrapByBalance');
    expect(ids({ wrapAccess: false, cashAccess: false })).toHaveLength(4);
  });
});
