import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine } from './csv';
import { QIF_HEADER, qifRecord } from './qif';

describe('csv', () => {
  it('joins with commas and quotes fields that need it', () => {
    expect(csvLine(['A & G YOUNG', 'WI9843161', 1158.5, null])).toBe('A & G YOUNG,WI9843161,1158.5,\r\n');
    expect(csvField('Smith, J')).toBe('"Smith, J"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });
  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-12.50')).toBe('-12.50');
  });
  it('the byte-order mark is U+FEFF (EF BB BF in UTF-8)', () => {
    expect([...new TextEncoder().encode(CSV_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('qif', () => {
  it('writes a bank record per row', () => {
    expect(QIF_HEADER).toBe('!Type:Bank\r\n');
    expect(qifRecord({ date: '2022-10-05', amount: '155182.2', payee: 'A & G YOUNG', memo: 'WI9843161 IM' })).toBe(
      'D05/10/2022\r\nT155182.20\r\nPA & G YOUNG\r\nMWI9843161 IM\r\n^\r\n',
    );
  });
});
