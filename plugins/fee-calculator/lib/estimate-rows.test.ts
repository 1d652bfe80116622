import { describe, expect, it } from 'vitest';
import { estimateRows, rateText, totalRow } from './estimate-rows';

describe('estimate rows', () => {
  it('says each kind of rate as the adviser reads it', () => {
    expect(rateText({ type: 'ADMINISTRATION', rate: null, fixed: '180.00' })).toBe('Tiered, plus $180.00');
    expect(rateText({ type: 'ADMINISTRATION', rate: '0.2318', fixed: '159.00' })).toBe('0.2318%, plus $159.00');
    expect(rateText({ type: 'INVESTMENT', rate: '1.3500', fixed: null })).toBe('1.35%');
    expect(rateText({ type: 'ADVISER_SERVICE', rate: null, fixed: '2200.00' })).toBe('$2,200.00');
  });

  it("names an investment's line by its name and code, and formats every amount", () => {
    const [fund, cash] = estimateRows([
      { type: 'INVESTMENT', code: 'MGE0001AU', description: 'Magellan Global Fund', basis: '100000.01', rate: '1.35', fixed: null, monthly: '112.50', yearly: '1350.00' },
      { type: 'CASH', code: null, description: 'Cash account fee', basis: '149999.99', rate: '0.25', fixed: null, monthly: '31.25', yearly: '375.00' },
    ]);
    expect(fund).toEqual({ key: 'INVESTMENT:MGE0001AU', fee: 'Magellan Global Fund (MGE0001AU)', basis: '$100,000.01', rate: '1.35%', monthly: '$112.50', yearly: '$1,350.00' });
    expect(cash).toMatchObject({ fee: 'Cash account fee', basis: '$149,999.99' });
    expect(totalRow('377.50', '4530.00')).toMatchObject({ fee: 'Total', monthly: '$377.50', yearly: '$4,530.00' });
  });
});
