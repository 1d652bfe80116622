import { describe, expect, it } from 'vitest';
import { checkFile, checkFiles, decodedBytes, malwareFileNames, MAX_FILE_BYTES } from './attachments.js';

const file = (bytes: number) => ({ fileName: 'a.pdf', contentType: 'application/pdf', base64: Buffer.alloc(bytes, 1).toString('base64') });
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return (e as { extensions: { code: string } }).extensions.code;
  }
};

describe('attachments', () => {
  it('counts decoded bytes from base64', () => {
    for (const n of [1, 2, 3, 4, 1000]) expect(decodedBytes(Buffer.alloc(n).toString('base64'))).toBe(n);
  });

  it('takes 10 MB, refuses a byte more', () => {
    expect(checkFile(file(MAX_FILE_BYTES))).toMatchObject({ file_name: 'a.pdf', content_type: 'application/pdf' });
    expect(code(() => checkFile(file(MAX_FILE_BYTES + 1)))).toBe('BAD_USER_INPUT');
  });

  it('at most 5 files, at least one; names, types and base64 checked', () => {
    expect(checkFiles(Array(5).fill(file(10)))).toHaveLength(5);
    expect(code(() => checkFiles(Array(6).fill(file(10))))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFiles([]))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFile({ ...file(3), fileName: '../x' }))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFile({ ...file(3), contentType: 'pdf' }))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFile({ ...file(3), base64: 'not base64!' }))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFile(file(0)))).toBe('BAD_USER_INPUT');
  });

  it('names malware files from CMSE067 items', () => {
    expect(malwareFileNames([
      { code: 'CMSE067', description: 'Malware detected in [a.pdf] and [b c.docx]' },
      { code: 'CMSE001', description: 'Other [x.pdf]' },
      { code: 'CMSE067', description: 'Malware detected in [a.pdf]' },
    ])).toEqual(['a.pdf', 'b c.docx']);
    expect(malwareFileNames(undefined)).toEqual([]);
  });
});
