// A card (layout.module.css card) named by its heading: the section every details card and form step opens with.
import type { HTMLAttributes, ReactNode } from 'react';
import layout from './layout.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id: the card is the region it names. */
  headingId: string;
  title: ReactNode;
}

export function Card({ headingId, title, className, children, ...props }: CardProps) {
  return (
    <section className={className ? `${layout.card} ${className}` : layout.card} aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className={layout.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
