import { describe, expect, it } from 'vitest';
import { selectAllView, toggleAll, toggleOne } from './selection';

describe('selection', () => {
  it('select all ticks every row; a second press clears them', () => {
    expect([...toggleAll(new Set(), ['a', 'b'])]).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a', 'b']), ['a', 'b'])]).toEqual([]);
    expect([...toggleAll(new Set(['a']), ['a', 'b'])]).toEqual(['a', 'b']);
  });
  it('the select-all box is ticked when the selected count equals the total', () => {
    expect(selectAllView(25, 25)).toEqual({ checked: true, indeterminate: false });
    expect(selectAllView(25, 60)).toEqual({ checked: false, indeterminate: true });
    expect(selectAllView(0, 0)).toEqual({ checked: false, indeterminate: false });
  });
  it('toggles one row', () => {
    expect([...toggleOne(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggleOne(new Set(['a']), 'b')]).toEqual(['a', 'b']);
  });
});
