// The kit's tooltip (docs/architecture.md, "Widgets"): a short text beside an icon-only control, on React Aria's
// TooltipTrigger and Tooltip, in the brand's theme, instead of a `title` attribute (which shows only to a mouse,
// late, and never to the keyboard). It shows when the pointer rests on the control or keyboard focus reaches it,
// and hides when either leaves, on a press or on Escape. The control stays the caller's own element; React Aria's
// code comes when a tooltip first shows, or once the page is idle (kit/popover/lazy-part.ts).
import { Suspense, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { lazyPart, usePreloadOnIdle } from '../popover/lazy-part';

/** How long the pointer rests on the control before its tooltip shows (React Aria's own delay is 1500 ms). */
export const TOOLTIP_HOVER_DELAY_MS = 600;

export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

const aria = lazyPart(() => import('./aria-tooltip'));

/**
 * Spread `triggerProps` on the control and render `tooltip` beside it (it draws in a layer over the page). The
 * text must also be in the control's accessible name (an icon-only control's aria-label): the tooltip is for
 * sighted users, and it is not announced a second time.
 */
export function useTooltip<E extends HTMLElement>(text: string, placement: TooltipPlacement = 'top') {
  const ref = useRef<E>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  usePreloadOnIdle(aria.preload);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    void aria.preload().catch(() => undefined);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const triggerProps = {
    ref,
    onPointerEnter: (event: PointerEvent<E>) => event.pointerType !== 'touch' && show(TOOLTIP_HOVER_DELAY_MS),
    onPointerLeave: hide,
    onPointerDown: hide,
    // Keyboard focus only: a click focuses the control too, and the pointer's own rules apply then.
    onFocus: (event: FocusEvent<E>) => event.currentTarget.matches(':focus-visible') && show(0),
    onBlur: hide,
  };
  const tooltip = open ? (
    <Suspense fallback={null}>
      <aria.Part triggerRef={ref} onClose={hide} placement={placement}>
        {text}
      </aria.Part>
    </Suspense>
  ) : null;
  return { triggerProps, tooltip };
}
