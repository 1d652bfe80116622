import { describe, expect, it } from 'vitest';
import { accessAllows, requestProductType } from './product-type.js';

describe('request product types (002 §3)', () => {
  it('classifies wrap families, sub-codes included', () => {
    expect(['PC', 'AN', 'PCX'].map(requestProductType)).toEqual(['pension', 'pension', 'pension']);
    expect(['SC', 'SD', 'SNA'].map(requestProductType)).toEqual(['super', 'super', 'super']);
    expect(['IA', 'FC', 'IMX'].map(requestProductType)).toEqual(['investment', 'investment', 'investment']);
  });

  it('wrap-badged cash is a wrap cash account; other cash and term deposits are standalone', () => {
    expect(requestProductType('CMHW')).toBe('wrap badged cash');
    expect(requestProductType('cmhv')).toBe('wrap badged cash');
    expect(requestProductType('CMA')).toBe('standalone cash');
    expect(requestProductType('TDEP')).toBe('standalone cash');
    expect(requestProductType('TD_IFA_C')).toBe('standalone cash');
    expect(requestProductType('ONL')).toBeNull();
    expect(requestProductType('ZZZ')).toBeNull();
  });

  it('access levels: a row is open to its level and above', () => {
    expect(accessAllows('FULL', 'LIMITED')).toBe(true);
    expect(accessAllows('LIMITED', 'LIMITED')).toBe(true);
    expect(accessAllows('VIEW', 'LIMITED')).toBe(false);
    expect(accessAllows('VIEW', null)).toBe(true);
    expect(accessAllows(null, 'VIEW')).toBe(false);
  });
});
