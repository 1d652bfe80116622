import { describe, expect, it } from 'vitest';
import { checkBase64, MAX_BASE64_BYTES } from './base64-scalar.js';

describe('Base64 scalar', () => {
  it('takes base64 of any size up to 10 MB decoded', () => {
    const ten = Buffer.alloc(MAX_BASE64_BYTES, 1).toString('base64');
    expect(checkBase64(ten)).toBe(ten);
    expect(checkBase64('')).toBe('');
    expect(checkBase64('aGk=')).toBe('aGk=');
  });

  it.each(['not base64!', 'abc', 'ab=c', 42])('refuses %s', (value) => {
    expect(() => checkBase64(value)).toThrow(/base64/);
  });

  it('refuses a file over 10 MB', () => {
    expect(() => checkBase64(Buffer.alloc(MAX_BASE64_BYTES + 3, 1).toString('base64'))).toThrow(/10 MB/);
  });
});
