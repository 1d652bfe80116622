import { describe, expect, it } from 'vitest';
import { cleanGroupQuery } from './clean-group-query.js';

describe('wrap group query (000 §5)', () => {
  it("keeps letters, digits, whitespace and - ( ) ' & ,", () => {
    expect(cleanGroupQuery("O'Brien-Smith (Family) & Co, 2024")).toBe("O'Brien-Smith (Family) & Co, 2024");
  });

  it('drops every other character and tidies whitespace', () => {
    expect(cleanGroupQuery('  fee*group!  #1; "test"  ')).toBe('feegroup 1 test');
    expect(cleanGroupQuery('a.b/c\\d_e')).toBe('abcde');
    expect(cleanGroupQuery(null)).toBe('');
  });
});
