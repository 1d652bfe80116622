import { describe, expect, it } from 'vitest';
import { caseKeyword } from './keyword.js';

describe('002 §5 case keyword', () => {
  it('trims and turns non-alphanumerics into spaces', () => {
    expect(caseKeyword('  Smith, John  ')).toBe('Smith John');
    expect(caseKeyword('rollover/super#2')).toBe('rollover super 2');
  });

  it('keeps the hyphen after a 3-character prefix, cleaning each side', () => {
    expect(caseKeyword('RCC-12345')).toBe('RCC-12345');
    expect(caseKeyword(' R#C-12/34 ')).toBe('R C-12 34');
    expect(caseKeyword('ab-cd')).toBe('ab cd');
    expect(caseKeyword('abcd-ef')).toBe('abcd ef');
  });

  it('ignores fewer than 2 characters', () => {
    expect(caseKeyword('a')).toBeUndefined();
    expect(caseKeyword(' -- ')).toBeUndefined();
    expect(caseKeyword('')).toBeUndefined();
    expect(caseKeyword(null)).toBeUndefined();
    expect(caseKeyword('ab')).toBe('ab');
    expect(caseKeyword('é1')).toBe('é1');
  });
});
