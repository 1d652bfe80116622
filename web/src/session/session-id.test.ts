import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSessionId } from './session-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newSessionId', () => {
  it('makes a v4 UUID', () => {
    expect(newSessionId()).toMatch(V4);
  });

  it('makes one without randomUUID (plain-http hosts)', () => {
    const bytesOnly = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) } as unknown as Crypto;
    const id = newSessionId(bytesOnly);
    expect(id).toMatch(V4);
    expect(id).not.toBe(newSessionId(bytesOnly));
  });
});
