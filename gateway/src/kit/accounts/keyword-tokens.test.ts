import { describe, expect, it } from 'vitest';
import { keywordParam, keywordTokens } from './keyword-tokens.js';

describe('account keyword tokens (000 §5)', () => {
  it('splits on runs of non-alphanumerics and comma-joins', () => {
    expect(keywordParam('nguyen super')).toBe('nguyen,super');
    expect(keywordParam("O'Brien -- Smith & Co.")).toBe('O,Brien,Smith,Co');
    expect(keywordParam('  000-123/456  ')).toBe('000,123,456');
  });

  it('keeps letters and digits of any script', () => {
    expect(keywordTokens('Zoë Müller 李')).toEqual(['Zoë', 'Müller', '李']);
  });

  it('gives nothing for empty or punctuation-only input', () => {
    expect(keywordParam('')).toBe('');
    expect(keywordParam(null)).toBe('');
    expect(keywordParam(' ,.;- ')).toBe('');
  });
});
