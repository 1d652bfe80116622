import { describe, expect, it } from 'vitest';
import { checkPicture, MAX_PICTURE_BYTES } from './profile-picture.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'no error';
  } catch (error) {
    return (error as { extensions?: { code?: unknown } }).extensions?.code;
  }
};

describe('checkPicture', () => {
  it('accepts a PNG, JPEG, GIF or WebP up to 2 MB and answers its bytes', () => {
    const data = Buffer.alloc(MAX_PICTURE_BYTES, 1).toString('base64');
    for (const contentType of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(checkPicture({ contentType, data }).length).toBe(MAX_PICTURE_BYTES);
  });

  it('refuses another type, a byte over 2 MB, an empty picture and data that is not Base64', () => {
    expect(codeOf(() => checkPicture({ contentType: 'image/svg+xml', data: 'AAAA' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => checkPicture({ contentType: 'image/png', data: Buffer.alloc(MAX_PICTURE_BYTES + 1).toString('base64') }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => checkPicture({ contentType: 'image/png', data: '' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => checkPicture({ contentType: 'image/png', data: 'not base64!' }))).toBe('BAD_USER_INPUT');
  });
});
