import { describe, expect, it } from 'vitest';
import { createdByChoices } from './created-by';
import { DEFAULT_FILTERS, effectiveKeyword, hasFilterValues, initiatorsOf, toCaseFilter } from './list-filters';
import { toCaseSort, DEFAULT_SORT } from './case-sort';

const initiators = [
  { label: 'Other Person', value: 'mac-2', currentUser: false },
  { label: 'Wrap Adviser', value: 'mac-1', currentUser: true },
];

describe('requests list filters (002 §2, §5, §9)', () => {
  it('starts on the last 30 days, everyone, updated date descending, and counts as unfiltered', () => {
    expect(DEFAULT_FILTERS.period).toBe('LAST_30_DAYS');
    expect(hasFilterValues(DEFAULT_FILTERS)).toBe(false);
    expect(toCaseFilter(DEFAULT_FILTERS, initiators)).toEqual({ period: 'LAST_30_DAYS' });
    expect(toCaseSort(DEFAULT_SORT)).toEqual({ field: 'UPDATED_DATE', order: 'DESC' });
  });

  it('searches by keyword only from 2 characters, trimmed', () => {
    expect(effectiveKeyword(' a ')).toBe('');
    expect(effectiveKeyword(' ab ')).toBe('ab');
    expect(hasFilterValues({ ...DEFAULT_FILTERS, keyword: 'a' })).toBe(false);
    expect(toCaseFilter({ ...DEFAULT_FILTERS, keyword: 'x' }, initiators)).toEqual({ period: 'LAST_30_DAYS' });
    expect(toCaseFilter({ ...DEFAULT_FILTERS, keyword: ' rollover ' }, initiators)).toEqual({ period: 'LAST_30_DAYS', keyword: 'rollover' });
  });

  it('sends statuses, request name and period as chosen', () => {
    const f = { ...DEFAULT_FILTERS, statuses: ['CANCELLED' as const], requestName: 'Rollover', period: 'ALL' as const };
    expect(hasFilterValues(f)).toBe(true);
    expect(toCaseFilter(f, initiators)).toEqual({ period: 'ALL', statuses: ['CANCELLED'], requestNames: ['Rollover'] });
  });

  it('created by: ALL sends no initiators, ME the current user, else the one chosen', () => {
    expect(initiatorsOf('ALL', initiators)).toBeUndefined();
    expect(initiatorsOf('ME', initiators)).toEqual(['mac-1']);
    expect(initiatorsOf('mac-2', initiators)).toEqual(['mac-2']);
    expect(initiatorsOf('ME', [])).toBeUndefined();
    expect(hasFilterValues({ ...DEFAULT_FILTERS, createdBy: 'ME' })).toBe(true);
  });

  it("offers 'Me ({name})' first, then everyone", () => {
    expect(createdByChoices(initiators)).toEqual([
      { value: 'ME', label: 'Me (Wrap Adviser)' },
      { value: 'ALL', label: 'Anyone' },
      { value: 'mac-2', label: 'Other Person' },
    ]);
    expect(createdByChoices([]).map((c) => c.value)).toEqual(['ALL']);
  });
});
