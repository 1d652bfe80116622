import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { clearTokens, ensureSessionId, readTokens, writeBrand, writeTokens } from './session-storage';

const tokens = {
  accessToken: 'at-1',
  refreshToken: 'rt-1',
  scope: 'WEALTH_FULL_VIEW',
  expiresIn: 900,
  refreshTokenExpiresIn: 7200,
};

describe('session storage', () => {
  it('writes the tokens under exactly the keys of 000 §3', () => {
    const storage = new MemoryStorage();
    writeTokens(storage, tokens);
    writeBrand(storage, 'oasis');
    ensureSessionId(storage, () => 'id-1');
    expect(storage.keys()).toEqual(
      ['access_token', 'brand', 'expires_in', 'refresh_token', 'refresh_token_expires_in', 'scope', 'session_id'].sort(),
    );
    expect(storage.getItem('access_token')).toBe('at-1');
    expect(storage.getItem('expires_in')).toBe('900');
    expect(storage.getItem('brand')).toBe('oasis');
  });

  it('reads back what it wrote', () => {
    const storage = new MemoryStorage();
    writeTokens(storage, tokens);
    expect(readTokens(storage)).toEqual(tokens);
  });

  it('reads nothing without both tokens', () => {
    const storage = new MemoryStorage();
    expect(readTokens(storage)).toBeNull();
    storage.setItem('access_token', 'at');
    expect(readTokens(storage)).toBeNull();
  });

  it('drops a lifetime the new tokens leave out', () => {
    const storage = new MemoryStorage();
    writeTokens(storage, tokens);
    writeTokens(storage, { ...tokens, expiresIn: null });
    expect(storage.getItem('expires_in')).toBeNull();
    expect(readTokens(storage)?.expiresIn).toBeNull();
  });

  it('clears the tokens but keeps brand and session id', () => {
    const storage = new MemoryStorage();
    writeTokens(storage, tokens);
    writeBrand(storage, 'ppt');
    ensureSessionId(storage, () => 'id-1');
    clearTokens(storage);
    expect(storage.keys()).toEqual(['brand', 'session_id']);
  });

  it('makes the session id once', () => {
    const storage = new MemoryStorage();
    let n = 0;
    const next = () => `id-${++n}`;
    expect(ensureSessionId(storage, next)).toBe('id-1');
    expect(ensureSessionId(storage, next)).toBe('id-1');
  });
});
