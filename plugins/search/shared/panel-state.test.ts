import { describe, expect, it } from 'vitest';
import { panelState } from './panel-state';

describe('panelState', () => {
  it('loading, then error, then entries, else empty', () => {
    expect(panelState({ loading: true, error: true, count: 2 })).toBe('loading');
    expect(panelState({ loading: false, error: true, count: 2 })).toBe('error');
    expect(panelState({ loading: false, error: false, count: 2 })).toBe('entries');
    expect(panelState({ loading: false, error: false, count: 0 })).toBe('empty');
  });
});
