// One carousel for the portal (docs/architecture.md, "Widgets"): the WAI-ARIA carousel pattern (APG, "Carousel"),
// built here because React Aria has none. A region announced as a carousel holds one slide at a time, a group
// announced as a slide and named "n of m"; previous and next buttons (the plugin's, wherever its layout puts them,
// with `previousProps` and `nextProps`) control it. It never turns by itself, so the slides sit in a polite live
// region: a screen reader reads the slide a button brings.
import { useId, useState, type ReactNode } from 'react';

export interface CarouselState {
  /** The slide shown, 0-based; always within the slides there are. */
  index: number;
  count: number;
  isFirst: boolean;
  isLast: boolean;
  /** For the previous button: disabled on the first slide, and tied to the slides it changes. */
  previousProps: { onClick(): void; disabled: boolean; 'aria-controls': string };
  /** For the next button: disabled on the last slide (where a plugin may show its own button instead). */
  nextProps: { onClick(): void; disabled: boolean; 'aria-controls': string };
  slidesId: string;
}

/** The slide position of a carousel of `count` slides (a shrinking count keeps it on the last slide). */
export function useCarousel(count: number): CarouselState {
  const slidesId = useId();
  const [wanted, setWanted] = useState(0);
  const index = Math.max(0, Math.min(wanted, count - 1));
  const isFirst = index === 0;
  const isLast = index >= count - 1;
  return {
    index,
    count,
    isFirst,
    isLast,
    slidesId,
    previousProps: { onClick: () => setWanted(Math.max(0, index - 1)), disabled: isFirst, 'aria-controls': slidesId },
    nextProps: { onClick: () => setWanted(Math.min(count - 1, index + 1)), disabled: isLast, 'aria-controls': slidesId },
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
