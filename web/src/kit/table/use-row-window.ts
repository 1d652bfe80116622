// Which rows of a table are in the DOM (issue 30 §1). Up to VIRTUAL_FROM rows, all of them; past that (a result
// set "Show more" has grown long) only the rows in and near the screen (the page's, or the table's own scroll
// box when its columns scroll sideways), through TanStack Virtual,
// with the rest stood in for by spacer rows of their height, so the scrollbar and scrolling stay true. The row
// that holds focus stays rendered however far it is scrolled away, so a keyboard never loses its place.
import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

/** Tables longer than this are windowed (four pages of 25; the paged tables' pages are 25 or 50 rows). */
export const VIRTUAL_FROM = 100;
/** A row's height before it is measured: a line of text with its padding and border. */
const ROW_ESTIMATE = 41;
/** Rows rendered beyond each edge of the box, so a quick scroll or a Tab does not reach a blank. */
const OVERSCAN = 10;

export type Segment = { kind: 'row'; index: number } | { kind: 'gap'; size: number; key: string };

export interface RowWindow {
  virtual: boolean;
  /** The rows to render in order, with a gap (a spacer row's height) wherever rows are left out. */
  segments: Segment[];
  /** For each rendered row: measures its real height (rows wrap). */
  measure: ((row: HTMLTableRowElement | null) => void) | undefined;
  /** On the table body: notes the row focus is in. */
  onFocus(event: FocusEvent<HTMLElement>): void;
}

export function windowSegments(items: readonly { index: number; start: number; end: number }[], startOffset: number, endOffset: number): Segment[] {
  const segments: Segment[] = [];
  let at = startOffset;
  for (const item of items) {
    if (item.start > at) segments.push({ kind: 'gap', size: item.start - at, key: `gap-${item.index}` });
    segments.push({ kind: 'row', index: item.index });
    at = Math.max(at, item.end);
  }
  if (endOffset > at) segments.push({ kind: 'gap', size: endOffset - at, key: 'gap-end' });
  return segments;
}

/**
 * `inBox`: the rows scroll in the table's own box (its columns overflow sideways, so the box is their scroll
 * container); otherwise they scroll with the page, under the portal's sticky header.
 */
export function useRowWindow(count: number, inBox: boolean, scroller: RefObject<HTMLElement | null>, head: RefObject<HTMLElement | null>, rowKey: (index: number) => string): RowWindow {
  const virtual = count > VIRTUAL_FROM;
  const focused = useRef<number | null>(null);
  // Where the rows start: below the header row, in the box or on the page.
  const [boxMargin, setBoxMargin] = useState(0);
  const [pageMargin, setPageMargin] = useState(0);
  useLayoutEffect(() => {
    if (!virtual || !head.current) return;
    const headRow = head.current;
    const measure = () => {
      setBoxMargin(headRow.offsetHeight);
      setPageMargin(Math.round(headRow.getBoundingClientRect().bottom + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
    return [...indexes, keep].sort((a, b) => a - b);
  }, []);
  const common = { count, estimateSize: () => ROW_ESTIMATE, getItemKey: rowKey, overscan: OVERSCAN, rangeExtractor };

  // Both are called every render (hooks); only the one for where the rows scroll is enabled.
  // eslint-disable-next-line react-hooks/incompatible-library -- read afresh each render, never memoised
  const boxRows = useVirtualizer<HTMLElement, HTMLTableRowElement>({ ...common, enabled: virtual && inBox, getScrollElement: () => scroller.current, scrollMargin: boxMargin });
  const pageRows = useWindowVirtualizer<HTMLTableRowElement>({ ...common, enabled: virtual && !inBox, scrollMargin: pageMargin });

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('tr[data-index]');
    focused.current = row ? Number(row.dataset.index) : null;
  }, []);

  if (!virtual) return { virtual, segments: Array.from({ length: count }, (_, index) => ({ kind: 'row', index })), measure: undefined, onFocus };
  const rows = inBox ? boxRows : pageRows;
  const margin = inBox ? boxMargin : pageMargin;
  return { virtual, segments: windowSegments(rows.getVirtualItems(), margin, margin + rows.getTotalSize()), measure: rows.measureElement, onFocus };
}
