import { describe, expect, it } from 'vitest';
import { authoriserStatusLabel, followUpStatusLabel, historyLabel, payloadFieldLabel, readable } from './labels';
import { fileProblem } from './case-files';

describe('catalogue labels for gateway codes', () => {
  it('labels a payload field by its block first, then by key, else in readable words', () => {
    expect(payloadFieldLabel('SUPER_PARTIAL_PAYMENT_TARGET', 'name')).toBe('Fund account name');
    expect(payloadFieldLabel('GENERAL', 'name')).toBe('Name');
    expect(payloadFieldLabel('TO_ACCOUNT', 'toAccountBsb')).toBe('BSB');
    expect(payloadFieldLabel('GENERAL', 'someNewField')).toBe('Some new field');
  });

  it('labels statuses and history events', () => {
    expect(authoriserStatusLabel('PENDING_APPROVAL')).toBe('Awaiting approval');
    expect(followUpStatusLabel('NoResponse-Expired')).toBe('Expired');
    expect(historyLabel('SUBMITTED', 'Received')).toBe('Submitted');
    expect(historyLabel('COMPLETED', 'Completed')).toBe('Completed');
    expect(historyLabel('SOMETHING_ELSE', null)).toBe('Something else');
    expect(readable('PENDING_DOC_UPLOAD')).toBe('Pending doc upload');
  });

  it('refuses more than 5 files, a file over 10 MB, or an empty one', () => {
    const f = (size: number) => ({ size, name: 'f' }) as File;
    expect(fileProblem([f(1)])).toBeNull();
    expect(fileProblem([f(1), f(1), f(1), f(1), f(1), f(1)])).toBe('requests.files.tooMany');
    expect(fileProblem([f(10 * 1024 * 1024 + 1)])).toBe('requests.files.tooLarge');
    expect(fileProblem([f(0)])).toBe('requests.files.empty');
  });
});
