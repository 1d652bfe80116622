import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILES, fileProblem, MAX_FILE_BYTES, toFileInput, uploadBatches, uploadName } from './case-files';

const MB = 1024 * 1024;
const f = (name: string, mb: number) => ({ name, size: mb * MB });

describe('uploadBatches', () => {
  it('keeps small files in one request and splits where the next file would pass 10 MB', () => {
    expect(uploadBatches([f('a', 1), f('b', 2), f('c', 3)]).map((b) => b.map((x) => x.name))).toEqual([['a', 'b', 'c']]);
    expect(uploadBatches([f('a', 6), f('b', 5), f('c', 4), f('d', 10)]).map((b) => b.map((x) => x.name))).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('never puts more than the limit in a request', () => {
    const files = [7, 3, 1, 9, 2, 8, 10, 0.5].map((mb, i) => f(String(i), mb));
    for (const batch of uploadBatches(files)) expect(batch.reduce((n, x) => n + x.size, 0)).toBeLessThanOrEqual(MAX_FILE_BYTES);
    expect(uploadBatches([])).toEqual([]);
  });
});

// Issue 28 finding 5: what the gateway and the bank take, refused here with its own message.
describe('file types and names', () => {
  const file = (name: string, type = '') => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], name, { type });

  it('takes PDF, JPEG and PNG by the last extension; anything else is requests.files.type', () => {
    expect(fileProblem([file('a.pdf'), file('B.JPG'), file('c.jpeg'), file('d.png')])).toBeNull();
    for (const name of ['page.html', 'logo.svg', 'invoice.pdf.exe', 'notes.txt', 'scan']) expect([name, fileProblem([file('a.pdf'), file(name)])]).toEqual([name, 'requests.files.type']);
    expect(ACCEPTED_FILES).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  });

  it('sends the extension\'s media type and a name the bank takes', async () => {
    expect(await toFileInput(file('Scan [1]; final.PDF'))).toMatchObject({ fileName: 'Scan _1__ final.PDF', contentType: 'application/pdf' });
    expect(await toFileInput(file('photo.jpg', 'image/jpg'))).toMatchObject({ contentType: 'image/jpeg' });
    expect(uploadName('..hidden\u202Ename.png')).toBe('_hidden_name.png');
  });
});
