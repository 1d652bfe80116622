// Whether a table's scroll box overflows sideways and which edges have columns beyond them (issue 30 §1: at
// 768 px a shadow shows on the edge that has more, and goes once the scroll reaches that end), and whether it
// scrolls at all (then it is a focusable region, so a keyboard can scroll it).
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Sideways {
  /** The columns are wider than the box. */
  overflows: boolean;
  /** Columns are hidden before the start edge (scrolled sideways). */
  start: boolean;
  /** Columns are hidden past the end edge. */
  end: boolean;
  /** The box scrolls either way. */
  scrollable: boolean;
}

const NONE: Sideways = { overflows: false, start: false, end: false, scrollable: false };
/** A pixel of rounding (zoom, fractional widths) is not overflow. */
const SLACK = 1;

export function measureSideways(box: { scrollLeft: number; scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number }): Sideways {
  const overflows = box.scrollWidth > box.clientWidth + SLACK;
  // scrollLeft is negative right-to-left; its size is how far from the start edge.
  const offset = Math.abs(box.scrollLeft);
  return {
    overflows,
    start: overflows && offset > SLACK,
    end: overflows && offset + box.clientWidth < box.scrollWidth - SLACK,
    scrollable: overflows || box.scrollHeight > box.clientHeight + SLACK,
  };
}

const same = (a: Sideways, b: Sideways) => a.overflows === b.overflows && a.start === b.start && a.end === b.end && a.scrollable === b.scrollable;

/** `present`: whether the box is rendered now (a load error replaces it). */
export function useSideways(scroller: RefObject<HTMLElement | null>, present: boolean): Sideways {
  const [sideways, setSideways] = useState(NONE);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !present) return;
    const update = () => setSideways((current) => {
      const next = measureSideways(box);
      return same(current, next) ? current : next;
    });
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box narrows with the window; the table inside grows as rows load.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(box);
    if (box.firstElementChild) resized?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [scroller, present]);
  return sideways;
}
