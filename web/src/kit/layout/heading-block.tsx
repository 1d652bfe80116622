// A page's or section's heading with its line of introduction (layout.module.css title/sectionTitle, subtitle):
// the header every plugin page and tab opened with, written once.
import type { ReactNode } from 'react';
import layout from './layout.module.css';

export interface HeadingBlockProps {
  /** The heading's id, for the region it names (`aria-labelledby`). */
  id?: string;
  /** 1 for a page's title, 2 (the default) for a tab's or a section's. */
  level?: 1 | 2;
  title: ReactNode;
  intro?: ReactNode;
  /** Extra classes for the heading (a plugin's own spacing). */
  titleClassName?: string;
  /** Anything that belongs in the header after the introduction (a count, an action). */
  children?: ReactNode;
}

export function HeadingBlock({ id, level = 2, title, intro, titleClassName, children }: HeadingBlockProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const base = level === 1 ? layout.title : layout.sectionTitle;
  return (
    <header>
      <Heading id={id} className={titleClassName ? `${base} ${titleClassName}` : base}>
        {title}
      </Heading>
      {intro !== undefined && intro !== null && <p className={layout.subtitle}>{intro}</p>}
      {children}
    </header>
  );
}
