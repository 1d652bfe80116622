import { describe, expect, it } from 'vitest';
import { checkFile, checkFiles, decodedBytes, malwareFileNames, MAX_FILE_BYTES } from './attachments.js';

/** A PDF of `bytes` bytes (its signature, then padding); 0 is empty. */
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(Math.max(0, bytes - 5), 1)]).subarray(0, bytes);
const file = (bytes: number) => ({ fileName: 'a.pdf', contentType: 'application/pdf', base64: pdf(bytes).toString('base64') });
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64');
const failure = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    const { message, extensions } = e as { message: string; extensions: { code: string; allowedTypes?: string[] } };
    return { code: extensions.code, message, allowedTypes: extensions.allowedTypes };
  }
};
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
    expect(code(() => checkFile({ ...file(30), fileName: '../x.pdf' }))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFile({ ...file(30), contentType: 'pdf' }))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFile({ ...file(30), base64: 'not base64!' }))).toBe('BAD_USER_INPUT');
    expect(code(() => checkFile(file(0)))).toBe('BAD_USER_INPUT');
  });

  // Issue 28 finding 5: the bytes decide, against PDF, JPEG and PNG; the declared type and the name must agree.
  it('refuses HTML, SVG, executables called PDFs, a .pdf.exe and hidden characters; says the types taken', () => {
    const html = { fileName: 'page.html', contentType: 'text/html', base64: Buffer.from('<script>alert(1)</script>').toString('base64') };
    expect(failure(() => checkFile(html))).toEqual({ code: 'BAD_USER_INPUT', message: 'Only PDF, JPEG and PNG files can be attached', allowedTypes: ['application/pdf', 'image/jpeg', 'image/png'] });
    const svg = { fileName: 'logo.svg', contentType: 'image/svg+xml', base64: Buffer.from('<svg><script>alert(1)</script></svg>').toString('base64') };
    expect(failure(() => checkFile(svg))?.message).toBe('Only PDF, JPEG and PNG files can be attached');
    const exe = { fileName: 'invoice.pdf', contentType: 'application/pdf', base64: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(40)]).toString('base64') };
    expect(failure(() => checkFile(exe))?.message).toBe('Only PDF, JPEG and PNG files can be attached: this file is none of them');
    expect(failure(() => checkFile({ ...file(30), fileName: 'invoice.pdf.exe' }))?.message).toBe("A PDF file's name must end in .pdf");
    expect(failure(() => checkFile({ fileName: 'photo.png', contentType: 'image/png', base64: JPEG }))?.message).toBe('The file is a JPEG, not a PNG');
    for (const fileName of ['\u202Efdp.exe.pdf', 'scan [1].pdf', 'a;b.pdf', '.hidden.pdf']) expect(failure(() => checkFile({ ...file(30), fileName }))?.message).toBe('The file name is not valid');
  });

  it('takes PDF, JPEG and PNG by their bytes, with the canonical type', () => {
    expect(checkFile({ fileName: 'Photo of form.JPG', contentType: 'image/jpg', base64: JPEG })).toMatchObject({ file_name: 'Photo of form.JPG', content_type: 'image/jpeg' });
    expect(checkFile({ fileName: 'scan.png', contentType: 'image/png', base64: PNG })).toMatchObject({ content_type: 'image/png' });
    expect(checkFile({ ...file(30), fileName: ' Signed form (2).pdf ' })).toMatchObject({ file_name: 'Signed form (2).pdf', content_type: 'application/pdf' });
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
