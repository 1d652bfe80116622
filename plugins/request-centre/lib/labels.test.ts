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
    const f = (size: number) => ({ size, name: 'f.pdf' }) as File;
    expect(fileProblem([f(1)])).toBeNull();
    expect(fileProblem([f(1), f(1), f(1), f(1), f(1), f(1)])).toBe('requests.files.tooMany');
    expect(fileProblem([f(10 * 1024 * 1024 + 1)])).toBe('requests.files.tooLarge');
    expect(fileProblem([f(0)])).toBe('requests.files.empty');
  });
});

describe('category choices', () => {
  it('merges a category offered in several business areas, naming the area only where sub-categories clash', async () => {
    const { categoryChoices } = await import('./categories');
    expect(
      categoryChoices([
        { category: 'Maintenance', businessArea: 'Wrap', subCategories: [{ id: '1', subCategory: 'Change of address' }, { id: '2', subCategory: 'Change of name' }] },
        { category: 'Maintenance', businessArea: 'Central', subCategories: [{ id: '3', subCategory: 'Change of address' }] },
        { category: 'Fees', businessArea: 'Wrap', subCategories: [{ id: '4', subCategory: 'Fee rebate' }] },
      ]),
    ).toEqual([
      { category: 'Maintenance', subCategories: [{ id: '1', label: 'Change of address (Wrap)' }, { id: '2', label: 'Change of name' }, { id: '3', label: 'Change of address (Central)' }] },
      { category: 'Fees', subCategories: [{ id: '4', label: 'Fee rebate' }] },
    ]);
  });
});
