// The kit's popover (docs/architecture.md, "Widgets"): React Aria's Popover, rendered against the caller's own
// trigger element (a plain button that is in the page from the first paint), in the brand's theme. Escape, a press
// outside or focus leaving closes it and focus returns to the trigger; the rest of the page is inert while it is
// open. React Aria's code comes with the first opening or once the page is idle (./lazy-part.ts).
import { Suspense, type ReactNode, type RefObject } from 'react';
import { lazyPart, usePreloadOnIdle } from './lazy-part';

export interface PopoverProps {
  /** The element it opens from and is placed against; focus returns to it on closing. */
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  /** Called with false when Escape, a press outside or focus leaving closes it. */
  onOpenChange(isOpen: boolean): void;
  placement?: 'bottom start' | 'bottom end' | 'bottom';
  /** Distance from the trigger, px. */
  offset?: number;
  /** Shift along the trigger's edge, px (positive: right). */
  crossOffset?: number;
  /** The popover is a dialog: its accessible name (focus moves into it and stays until it closes). */
  label?: string;
  /** Or the id of what names it (a menu button names its menu's popover). */
  labelledBy?: string;
  id?: string;
  /** The caller's own class beside the kit's (its width, its padding). */
  className?: string;
  children: ReactNode;
}

const aria = lazyPart(() => import('./aria-popover'));

/** Fetches the popover's React Aria code ahead of an opening (on hover or focus of a trigger, say). */
export const preloadPopover = aria.preload;

export function Popover(props: PopoverProps) {
  usePreloadOnIdle(preloadPopover);
  if (!props.isOpen) return null;
  // Nothing shows until the popover and whatever its children load lazily are all here: a popover placed while
  // empty would be placed for the wrong size.
  return (
    <Suspense fallback={null}>
      <aria.Part {...props} />
    </Suspense>
  );
}
