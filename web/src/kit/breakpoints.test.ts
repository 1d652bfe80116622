import { describe, expect, it } from 'vitest';
import { atLeast, breakpointFor } from './breakpoints';

describe('breakpoints', () => {
  it('names each width band', () => {
    expect(breakpointFor(320)).toBe('xs');
    expect(breakpointFor(1023)).toBe('xs');
    expect(breakpointFor(1024)).toBe('sm');
    expect(breakpointFor(1279)).toBe('sm');
    expect(breakpointFor(1280)).toBe('md');
    expect(breakpointFor(1439)).toBe('md');
    expect(breakpointFor(1440)).toBe('lg');
    expect(breakpointFor(1919)).toBe('lg');
    expect(breakpointFor(1920)).toBe('xl');
    expect(breakpointFor(3840)).toBe('xl');
  });

  it('orders breakpoints', () => {
    expect(atLeast('md', 'sm')).toBe(true);
    expect(atLeast('sm', 'sm')).toBe(true);
    expect(atLeast('xs', 'sm')).toBe(false);
  });
});
