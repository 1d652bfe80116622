import { describe, expect, it } from 'vitest';
import { hasRows, isBusy, isEmpty, nextTableState, type TableState } from './table-state';

const run = (from: TableState, ...events: Parameters<typeof nextTableState>[1][]) => events.reduce(nextTableState, from);

describe('table state (002 §4)', () => {
  it('the first load gives loaded with rows, noInitialData without, noFilteredData when it started filtered', () => {
    expect(run('initialLoading', { type: 'load', filtered: false })).toBe('initialLoading');
    expect(run('initialLoading', { type: 'loaded', rows: 3, filtered: false })).toBe('loaded');
    expect(run('initialLoading', { type: 'loaded', rows: 0, filtered: false })).toBe('noInitialData');
    expect(run('initialLoading', { type: 'loaded', rows: 0, filtered: true })).toBe('noFilteredData');
  });
  it('filtering gives loaded with rows, else noFilteredData when filter values are present, else noData', () => {
    expect(run('loaded', { type: 'load', filtered: true })).toBe('filtering');
    expect(run('loaded', { type: 'load', filtered: true }, { type: 'loaded', rows: 2, filtered: true })).toBe('loaded');
    expect(run('loaded', { type: 'load', filtered: true }, { type: 'loaded', rows: 0, filtered: true })).toBe('noFilteredData');
    expect(run('loaded', { type: 'load', filtered: false }, { type: 'loaded', rows: 0, filtered: false })).toBe('noData');
  });
  it('more rows: loadingMore then loadedMore; only a table with rows loads more', () => {
    expect(run('loaded', { type: 'loadMore' })).toBe('loadingMore');
    expect(run('loaded', { type: 'loadMore' }, { type: 'loaded', rows: 25, filtered: false })).toBe('loadedMore');
    expect(run('noData', { type: 'loadMore' })).toBe('noData');
  });
  it('a failure is loadError from anywhere, and a retry reloads', () => {
    expect(run('initialLoading', { type: 'failed' })).toBe('loadError');
    expect(run('loadingMore', { type: 'failed' })).toBe('loadError');
    expect(run('loadError', { type: 'load', filtered: false })).toBe('loading');
  });
  it('classifies states for the view', () => {
    expect(isBusy('filtering')).toBe(true);
    expect(isBusy('loadingMore')).toBe(false);
    expect(hasRows('loadingMore')).toBe(true);
    expect(isEmpty('noFilteredData')).toBe(true);
    expect(isEmpty('loadError')).toBe(false);
  });
});
