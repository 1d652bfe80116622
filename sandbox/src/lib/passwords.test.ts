import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('verifies the password it hashed and rejects others', () => {
    const stored = hashPassword('demo');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(verifyPassword('demo', stored)).toBe(true);
    expect(verifyPassword('Demo', stored)).toBe(false);
    expect(verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash', () => {
    expect(hashPassword('demo')).not.toBe(hashPassword('demo'));
  });

  it('is deterministic with a given salt', () => {
    const salt = Buffer.alloc(16, 7);
    expect(hashPassword('demo', salt)).toBe(hashPassword('demo', salt));
  });

  it('rejects malformed stored values without throwing', () => {
    for (const stored of ['', 'demo', 'bcrypt$aa$bb', 'scrypt$zz$zz', 'scrypt$00$00', 'scrypt$a$b$c']) {
      expect(verifyPassword('demo', stored)).toBe(false);
    }
  });
});
