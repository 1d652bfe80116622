// The header's menu (hamburger) button: shows the unpinned side navigation.
import { useAtomValue, useSetAtom } from 'jotai';
import { useBreakpoint } from '../../kit/breakpoints';
import { t } from '../../kit/copy';
import { navPresentation } from './nav-behaviour';
import { MENU_BUTTON_ID, SIDE_NAV_ID } from './nav-ids';
import { flyoutOpenerAtom, toggleFlyoutAtom } from './side-nav-atoms';
import styles from './menu-button.module.css';
import { useShellPreferences } from './use-shell-preferences';

export function MenuButton() {
  const { pinned } = useShellPreferences();
  const breakpoint = useBreakpoint();
  const opener = useAtomValue(flyoutOpenerAtom);
  const toggle = useSetAtom(toggleFlyoutAtom);
  if (navPresentation(pinned, breakpoint) === 'docked') return null;
  const open = opener !== null;
  return (
    <button
      id={MENU_BUTTON_ID}
      type="button"
      className={styles.button}
      aria-label={t('shell.nav.menuButton')}
      aria-expanded={open}
      aria-controls={SIDE_NAV_ID}
      onClick={() => toggle()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
