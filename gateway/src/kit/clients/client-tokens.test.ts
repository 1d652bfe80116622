import { describe, expect, it } from 'vitest';
import { clientQueryParam, clientTokens } from './client-tokens.js';

describe('client search tokens (000 §5)', () => {
  it('keeps apostrophes inside tokens; other characters separate', () => {
    expect(clientQueryParam("O'Brien-Smith")).toBe("O'Brien,Smith");
    expect(clientQueryParam('jane   doe, pty.ltd')).toBe('jane,doe,pty,ltd');
  });

  it('drops tokens that are only apostrophes', () => {
    expect(clientTokens("' '' ab")).toEqual(['ab']);
    expect(clientQueryParam('--')).toBe('');
  });
});
