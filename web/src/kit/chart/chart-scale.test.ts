import { describe, expect, it } from 'vitest';
import { scaleLinear } from './chart-scale';

describe('scaleLinear', () => {
  it('maps the domain onto the range, either way round', () => {
    const y = scaleLinear([0, 200], [180, 20]);
    expect([y(0), y(100), y(200)]).toEqual([180, 100, 20]);
  });

  it('widens the domain to round numbers when asked, and ticks inside it', () => {
    const y = scaleLinear([93_412, 118_770], [200, 0], true);
    expect(y(90_000)).toBe(200);
    expect(y(120_000)).toBe(0);
    expect(y.ticks(4)).toEqual([90_000, 100_000, 110_000, 120_000]);
  });

  it('keeps a one-value domain finite', () => {
    expect(scaleLinear([5, 5], [0, 10])(5)).toBe(0);
  });
});

describe('scaleLinear ticks', () => {
  it('steps by 1, 2 or 5 times a power of ten, fractions without float noise', () => {
    expect(scaleLinear([0, 1], [0, 1]).ticks(5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(scaleLinear([0, 0.3], [0, 1]).ticks(3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(scaleLinear([-40, 95], [0, 1], true).ticks(5)).toEqual([-40, -20, 0, 20, 40, 60, 80, 100]);
  });
});
