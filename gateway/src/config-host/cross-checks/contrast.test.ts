// The WCAG 2 contrast ratio the brand check measures, and how a ratio is written in its message.
import { expect, it } from 'vitest';
import { contrastRatio, formatRatio } from './contrast.ts';

it('measures the WCAG reference pairs', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#1a2b3c', '#1a2b3c')).toBe(1);
  // #767676 is the lightest grey that passes AA on white; #777777 just fails.
  expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  expect(contrastRatio('#dddddd', '#ffffff')).toBeCloseTo(1.36, 2);
});

it('reads upper- and lower-case hex alike', () => {
  expect(contrastRatio('#DDDDDD', '#FFFFFF')).toBe(contrastRatio('#dddddd', '#ffffff'));
});

it('writes a ratio with two decimals, rounded down so a near miss never reads as 4.50', () => {
  expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
  expect(formatRatio(4.4999)).toBe('4.49:1');
  expect(formatRatio(21)).toBe('21.00:1');
});
