// One carousel for the portal (docs/architecture.md, "Widgets"): the WAI-ARIA carousel pattern (APG, "Carousel"),
// built here because React Aria has none. A region announced as a carousel holds one slide at a time, a group
// announced as a slide and named "n of m"; previous and next buttons (the plugin's, wherever its layout puts them,
// with `previousProps` and `nextProps`) control it. It never turns by itself, so the slides sit in a polite live
// region: a screen reader reads the slide a button brings. A button that a press disables (previous on reaching the
// first slide) hands its focus to the other, so the keyboard is never dropped on the page behind.
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface CarouselState {
  /** The slide shown, 0-based; always within the slides there are. */
  index: number;
  count: number;
  isFirst: boolean;
  isLast: boolean;
  /** For the previous button: disabled on the first slide, and tied to the slides it changes. */
  previousProps: ControlProps;
  /** For the next button: disabled on the last slide (where a plugin may show its own button instead). */
  nextProps: ControlProps;
  slidesId: string;
}

interface ControlProps {
  ref: RefObject<HTMLButtonElement | null>;
  onClick(): void;
  disabled: boolean;
  'aria-controls': string;
}

/** The slide position of a carousel of `count` slides (a shrinking count keeps it on the last slide). */
export function useCarousel(count: number): CarouselState {
  const slidesId = useId();
  const [wanted, setWanted] = useState(0);
  const index = Math.max(0, Math.min(wanted, count - 1));
  const isFirst = index === 0;
  const isLast = index >= count - 1;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const button = pressed.current;
    pressed.current = null;
    // Still usable, or replaced in place (a plugin's Finish where next was): focus stays.
    if (!button?.disabled) return;
    (button === previousRef.current ? nextRef : previousRef).current?.focus();
  }, [index]);
  const go = (to: number) => {
    const focused = document.activeElement;
    pressed.current = focused === previousRef.current || focused === nextRef.current ? (focused as HTMLButtonElement) : null;
    setWanted(Math.max(0, Math.min(count - 1, to)));
  };
  return {
    index,
    count,
    isFirst,
    isLast,
    slidesId,
    previousProps: { ref: previousRef, onClick: () => go(index - 1), disabled: isFirst, 'aria-controls': slidesId },
    nextProps: { ref: nextRef, onClick: () => go(index + 1), disabled: isLast, 'aria-controls': slidesId },
  };
}

export interface CarouselProps {
  carousel: CarouselState;
  /** The carousel's accessible name. */
  label: string;
  /** The current slide's name, "n of m" in the plugin's copy. */
  slideLabel: string;
  className?: string;
  slideClassName?: string;
  /** The current slide's content. */
  children: ReactNode;
}

export function Carousel({ carousel, label, slideLabel, className, slideClassName, children }: CarouselProps) {
  return (
    <section className={className} aria-roledescription="carousel" aria-label={label}>
      <div id={carousel.slidesId} aria-live="polite">
        {/* Keyed by position: a new slide is a new group, which the live region reads whole. */}
        <div key={carousel.index} className={slideClassName} role="group" aria-roledescription="slide" aria-label={slideLabel}>
          {children}
        </div>
      </div>
    </section>
  );
}
