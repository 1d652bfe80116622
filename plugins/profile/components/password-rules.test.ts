import { describe, expect, it } from 'vitest';
import { checkPasswordRules } from './password-rules';

const policy = { minLength: 10, maxLength: 64, username: 'limited.access' };
const unmet = (pw: string, current = 'demo') => checkPasswordRules(pw, policy, current).filter((r) => !r.met).map((r) => r.rule);

describe('checkPasswordRules', () => {
  it('meets every rule with a long mixed password unlike the username and the current one', () => {
    expect(unmet('Harbour7Bridge')).toEqual([]);
  });

  it('names each rule a password breaks', () => {
    expect(unmet('')).toEqual(['LENGTH', 'UPPER', 'LOWER', 'NUMBER', 'USERNAME', 'SAME']);
    expect(unmet('short')).toEqual(['LENGTH', 'UPPER', 'NUMBER']);
    expect(unmet('LIMITED.ACCESS9x')).toEqual(['USERNAME']);
    expect(unmet('Harbour7Bridge', 'Harbour7Bridge')).toEqual(['SAME']);
    expect(unmet(`A1${'a'.repeat(63)}`)).toEqual(['LENGTH']);
  });
});
