import { describe, expect, it } from 'vitest';
import { nextSort } from './sort';

describe('nextSort', () => {
  it('toggles on the same column', () => {
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name', 'asc')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name', 'asc')).toEqual({ column: 'name', direction: 'asc' });
  });
  it("another column uses its first direction, else desc", () => {
    expect(nextSort({ column: 'name', direction: 'asc' }, 'balance')).toEqual({ column: 'balance', direction: 'desc' });
    expect(nextSort(null, 'name', 'asc')).toEqual({ column: 'name', direction: 'asc' });
  });
});
