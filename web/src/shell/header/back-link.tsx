// The back button's link (./back-button.tsx loads it lazily: the dashboard, where most visits start, has none).
import { Link } from '@tanstack/react-router';
import { useTooltip } from '../../kit/tooltip/tooltip';
import styles from './header.module.css';

export interface BackLinkProps {
  href: string;
  /** 'Back to {name}': the link's name, and on narrow screens its tooltip, the arrow showing alone. */
  text: string;
  labelVisible: boolean;
}

export default function BackLink({ href, text, labelVisible }: BackLinkProps) {
  const { triggerProps, tooltip } = useTooltip<HTMLAnchorElement>(text, 'bottom');
  return (
    <>
      <Link {...(labelVisible ? {} : triggerProps)} to={href} className={styles.back}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M12.5 4.5L7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {/* Hidden visually only, so the link keeps its name for screen readers. */}
        <span className={labelVisible ? undefined : 'visually-hidden'}>{text}</span>
      </Link>
      {labelVisible ? null : tooltip}
    </>
  );
}
