import { describe, expect, it } from 'vitest';
import { statusFilter, statusParam, togglePill } from './status-filter';

describe('status pills', () => {
  it('one chosen filters by it; none or all send no filter (the gateway sends both)', () => {
    expect(statusFilter(['Active'])).toEqual(['Active']);
    expect(statusFilter(['Closed'])).toEqual(['Closed']);
    expect(statusFilter([])).toBeNull();
    expect(statusFilter(['Closed', 'Active'])).toBeNull();
  });

  it('the view-all link names the chosen statuses, or both', () => {
    expect(statusParam(['Closed'])).toBe('Closed');
    expect(statusParam([])).toBe('Active,Closed');
  });

  it('toggles a pill and keeps the pill order', () => {
    expect(togglePill(['Closed'], 'Active')).toEqual(['Active', 'Closed']);
    expect(togglePill(['Active', 'Closed'], 'Active')).toEqual(['Closed']);
  });
});
