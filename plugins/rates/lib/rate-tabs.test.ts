import { describe, expect, it } from 'vitest';
import { bpsAsPercent, formatRate, visibleTabs } from './rate-tabs';

describe('visibleTabs', () => {
  it('follows the rate-badge lists: cash and term deposits with cash badges, wrap with wrap badges', () => {
    expect(visibleTabs({ cash: ['MBL'], wrap: ['MacquarieWrap'] })).toEqual(['cash', 'termDeposit', 'wrap']);
    expect(visibleTabs({ cash: [], wrap: ['GrowWrap'] })).toEqual(['wrap']);
    expect(visibleTabs({ cash: ['MBL'], wrap: [] })).toEqual(['cash', 'termDeposit']);
    expect(visibleTabs({ cash: [], wrap: [] })).toEqual([]);
  });
});

describe('formats', () => {
  it('shows rates with two decimals and basis points as a percentage', () => {
    expect(formatRate('4.1')).toBe('4.10');
    expect(formatRate('2.25')).toBe('2.25');
    // By the digits: 2.675 as a float is 2.67499999... and toFixed(2) said 2.67.
    expect(formatRate('2.675')).toBe('2.68');
    expect(bpsAsPercent(25)).toBe('0.25');
  });
});
