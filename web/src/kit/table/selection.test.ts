import { describe, expect, it } from 'vitest';
import { selectAllView } from './selection';

describe('selection', () => {
  it('the select-all box is ticked when the selected count equals the total', () => {
    expect(selectAllView(25, 25)).toEqual({ checked: true, indeterminate: false });
    expect(selectAllView(25, 60)).toEqual({ checked: false, indeterminate: true });
    expect(selectAllView(0, 0)).toEqual({ checked: false, indeterminate: false });
  });
});
