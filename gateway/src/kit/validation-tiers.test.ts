import { describe, expect, it } from 'vitest';
import { shownValidationErrors, tierOf } from './validation-tiers.js';

describe('002 §5 validation tiers', () => {
  it('tiers by code', () => {
    expect(['E000001', 'E000002', 'E000003', 'E000004', 'E000005', 'X'].map(tierOf)).toEqual([1, 2, 2, 3, 4, 4]);
  });

  it('shows only the lowest tier present, sorted by code', () => {
    const shown = shownValidationErrors([
      { code: 'E000004', message: 'd' },
      { code: 'E000003', message: 'c' },
      { code: 'E000009', message: 'z' },
      { code: 'E000002', message: 'b' },
    ]);
    expect(shown.map((e) => [e.code, e.tier])).toEqual([['E000002', 2], ['E000003', 2]]);
    expect(shownValidationErrors([{ code: 'E000009' }, { code: 'E000005' }]).map((e) => e.code)).toEqual(['E000005', 'E000009']);
    expect(shownValidationErrors([])).toEqual([]);
  });

  it('puts enabledFrom where the message says DD MMM YYYY', () => {
    const [one] = shownValidationErrors([{ code: 'E000001', message: 'Available from DD MMM YYYY.', details: { enabledFrom: '2025-07-01', approvalId: 'AP1', requestId: 'R1' } }]);
    expect(one).toEqual({ code: 'E000001', message: 'Available from 01 Jul 2025.', tier: 1, approvalId: 'AP1', enabledFrom: '2025-07-01', requestId: 'R1' });
    expect(shownValidationErrors([{ code: 'E1', message: 'From DD MMM YYYY', details: { enabledFrom: '3 March 2026' } }])[0].message).toBe('From 3 March 2026');
    expect(shownValidationErrors([{ code: 'E1', message: 'From DD MMM YYYY' }])[0].message).toBe('From DD MMM YYYY');
  });
});
