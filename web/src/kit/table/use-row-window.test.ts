import { describe, expect, it } from 'vitest';
import { windowSegments } from './use-row-window';

const item = (index: number, start: number, size = 40) => ({ index, start, end: start + size });

describe('windowSegments', () => {
  it('spacers stand in for the rows before and after the window', () => {
    // Rows 0-99 of 40 px below a 50 px header; rows 10-12 in the window.
    expect(windowSegments([item(10, 450), item(11, 490), item(12, 530)], 50, 50 + 4000)).toEqual([
      { kind: 'gap', size: 400, key: 'gap-10' },
      { kind: 'row', index: 10 },
      { kind: 'row', index: 11 },
      { kind: 'row', index: 12 },
      { kind: 'gap', size: 3480, key: 'gap-end' },
    ]);
  });
  it('a row kept for focus far from the window sits in its place between two spacers', () => {
    expect(windowSegments([item(0, 0), item(50, 2000)], 0, 4000)).toEqual([
      { kind: 'row', index: 0 },
      { kind: 'gap', size: 1960, key: 'gap-50' },
      { kind: 'row', index: 50 },
      { kind: 'gap', size: 1960, key: 'gap-end' },
    ]);
  });
  it('no spacer when the window is the whole table', () => {
    expect(windowSegments([item(0, 0), item(1, 40)], 0, 80)).toEqual([
      { kind: 'row', index: 0 },
      { kind: 'row', index: 1 },
    ]);
  });
});
