import { describe, expect, it } from 'vitest';
import { measureSideways } from './use-sideways';

const box = (scrollLeft: number, scrollWidth: number, clientWidth = 700, scrollHeight = 400, clientHeight = 400) => measureSideways({ scrollLeft, scrollWidth, clientWidth, scrollHeight, clientHeight });

describe('measureSideways', () => {
  it('columns that fit cast no shadow and the box is no region', () => {
    expect(box(0, 700)).toEqual({ overflows: false, start: false, end: false, scrollable: false });
    // A pixel of rounding is not overflow.
    expect(box(0, 701).overflows).toBe(false);
  });
  it('wider columns shade the end until the scroll reaches it, and the start once scrolled', () => {
    expect(box(0, 1000)).toEqual({ overflows: true, start: false, end: true, scrollable: true });
    expect(box(150, 1000)).toEqual({ overflows: true, start: true, end: true, scrollable: true });
    expect(box(300, 1000)).toEqual({ overflows: true, start: true, end: false, scrollable: true });
    // Right to left, scrollLeft runs negative from the start edge.
    expect(box(-300, 1000)).toEqual({ overflows: true, start: true, end: false, scrollable: true });
  });
  it('a box that scrolls only downwards is scrollable without a sideways cue', () => {
    expect(box(0, 700, 700, 2000, 500)).toEqual({ overflows: false, start: false, end: false, scrollable: true });
  });
});
