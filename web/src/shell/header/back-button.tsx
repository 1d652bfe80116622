import { Link, useLocation } from '@tanstack/react-router';
import { t } from '../../kit/copy';
import { useWindowWidth } from '../../kit/breakpoints';
import { useTooltip } from '../../kit/tooltip/tooltip';
import { backLabelVisible, backTarget } from './back-routes';
import styles from './header.module.css';
import { usePreviousLocation } from './use-previous-location';

/** 'Back to {name}' for the pages of the back map (001 §2.3). */
export function BackButton() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const previous = usePreviousLocation();
  const width = useWindowWidth();
  const target = backTarget(previous?.pathname ?? null, pathname);
  const text = target ? t('shell.back.label', { name: t(target.name) }) : '';
  // Only the arrow shows on narrow screens: a tooltip then says where it goes.
  const { triggerProps, tooltip } = useTooltip<HTMLAnchorElement>(text, 'bottom');
  if (!target || !previous) return null;
  const labelVisible = backLabelVisible(width, target.keepLabel);
  return (
    <>
      <Link {...(labelVisible ? {} : triggerProps)} to={previous.href} className={styles.back}>
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
