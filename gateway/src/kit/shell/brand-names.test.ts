import { describe, expect, it } from 'vitest';
import { realConfigHost } from '../../testing/config-hosts.ts';
import { badgeNameOf, brandNameOf } from './brand-names.ts';

describe('brand and badge names from config/brands', () => {
  it('names the brand family and its badges as advisers know them', async () => {
    const { brands } = (await realConfigHost()).current();
    expect(brandNameOf(brands, 'mgl')).toBe('Macquarie');
    const names = badgeNameOf(brands, 'mgl');
    expect(['MacquarieWrap', 'Vision', 'MBL'].map(names)).toEqual(['Macquarie Wrap', 'Vision', 'Macquarie Bank cash and term deposits']);
  });

  it("finds a badge of another family, and keeps a code no brand lists", async () => {
    const { brands } = (await realConfigHost()).current();
    expect(badgeNameOf(brands, 'mgl')('GrowWrap')).toBe('Grow Wrap');
    expect(badgeNameOf(brands, 'oasis')('ANZGrowWrap')).toBe('ANZGrowWrap');
    expect(brandNameOf(brands, 'nobrand')).toBe('nobrand');
  });
});
