// The side navigation (001 §2.2): docked beside the page while pinned (the AoSideNavPinned preference,
// default pinned); unpinned it flies out on hover at the left edge or from the header's menu button.
import { useLocation } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { atLeast, useBreakpoint } from '../../kit/breakpoints';
import { t } from '../../kit/copy';
import { LazyView } from '../../kit/lazy-view';
import type { LazyComponent } from '../../kit/plugin';
import { useToast } from '../../kit/toast/toast-atoms';
import type { NavItem } from '../api/shell-types';
import type { PluginRegistry } from '../plugins/plugin-registry';
import { cobrowseActiveAtom } from '../../kit/cobrowse';
import type { BadgeSelectDialogProps } from './badge-select-dialog';
import { activeItemId } from './nav-active';
import { closesOnPressOutside, hidesOnClick, navPresentation, opensOnHover } from './nav-behaviour';
import { NavContext, popoverKeysOf, type NavContextValue } from './nav-context';
import { PinIcon } from './nav-icon';
import { MENU_BUTTON_ID, SIDE_NAV_ID } from './nav-ids';
import { NavList } from './nav-list';
import { closeFlyoutAtom, flyoutOpenAtom, flyoutOpenerAtom, openFlyoutAtom } from './side-nav-atoms';
import styles from './side-nav.module.css';
import { useDevice } from './use-device';
import { useShellPreferences } from './use-shell-preferences';

const loadBadgeSelectDialog: LazyComponent<BadgeSelectDialogProps> = () => import('./badge-select-dialog');

export function SideNav({ items, registry }: { items: readonly NavItem[]; registry: PluginRegistry }) {
  const { pinned, setPinned, dismissedPopovers, dismissPopover, dismissPopovers, firstLogin } = useShellPreferences();
  const breakpoint = useBreakpoint();
  const device = useDevice();
  const presentation = navPresentation(pinned, breakpoint);
  const open = useAtomValue(flyoutOpenAtom);
  const opener = useAtomValue(flyoutOpenerAtom);
  const openFlyout = useSetAtom(openFlyoutAtom);
  const close = useSetAtom(closeFlyoutAtom);
  const cobrowseActive = useAtomValue(cobrowseActiveAtom);
  const toast = useToast();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [badgeItem, setBadgeItem] = useState<NavItem | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const shown = presentation === 'docked' || open;

  // Docking (pin, or a wider window) leaves no flyout behind.
  useEffect(() => {
    if (presentation === 'docked') close();
  }, [presentation, close]);

  // Escape closes the flyout and gives focus back to the menu button.
  useEffect(() => {
    if (presentation !== 'flyout' || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || badgeItem) return;
      close();
      document.getElementById(MENU_BUTTON_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [presentation, open, close, badgeItem]);

  // A press outside (a tap on touch devices) hides it.
  useEffect(() => {
    if (!open || !closesOnPressOutside(device, presentation, opener)) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || document.getElementById(MENU_BUTTON_ID)?.contains(target)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, device, presentation, opener, close]);

  // Opened from the menu button: move focus into the menu, so keyboard users land where they asked to go.
  useEffect(() => {
    if (open && opener === 'button') navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open, opener]);

  const context = useMemo<NavContextValue>(() => {
    const used = (item: NavItem) => {
      if (presentation === 'flyout' && hidesOnClick(item.kind, device)) close();
    };
    return {
      device,
      pinned: presentation === 'docked',
      activeId: activeItemId(items, pathname),
      states: { cobrowseActive },
      onItemUsed: used,
      runAction(item) {
        used(item);
        const load = item.action ? registry.navAction(item.action) : undefined;
        if (!load) {
          toast({ message: t('shell.nav.actionUnavailable'), tone: 'info' });
          return;
        }
        load()
          .then((module) => module.default())
          .catch(() => toast({ message: t('shell.nav.actionUnavailable'), tone: 'error' }));
      },
      chooseBadge(item) {
        used(item);
        setBadgeItem(item);
      },
      isPopoverDismissed: (key) => firstLogin || dismissedPopovers.includes(key),
      dismissPopover,
    };
  }, [device, presentation, items, pathname, cobrowseActive, registry, toast, close, dismissedPopovers, dismissPopover, firstLogin]);

  // A first login dismisses every note the menu carries, saved so they stay dismissed (000 §4 Popovers).
  const popoverKeys = useMemo(() => popoverKeysOf(items), [items]);
  useEffect(() => {
    if (firstLogin && popoverKeys.length) dismissPopovers(popoverKeys);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per first login and menu; the saver changes each render
  }, [firstLogin, popoverKeys.join(',')]);

  return (
    <NavContext.Provider value={context}>
      {presentation === 'flyout' && opensOnHover(device) && !open && (
        <div className={styles.hoverZone} aria-hidden="true" onMouseEnter={() => openFlyout('hover')} />
      )}
      {/* Dims the page for a deliberate open; a hover peek leaves the page as it is. */}
      {presentation === 'flyout' && opener === 'button' && <div className={styles.scrim} aria-hidden="true" />}
      <nav
        ref={navRef}
        id={SIDE_NAV_ID}
        className={styles.nav}
        data-presentation={presentation}
        data-open={shown}
        aria-label={t('shell.nav.label')}
        // Hidden menus stay out of the tab order and away from screen readers.
        inert={!shown}
        onMouseLeave={opener === 'hover' ? close : undefined}
      >
        <div className={styles.scroller}>
          <NavList items={items} />
        </div>
        {atLeast(breakpoint, 'sm') && (
          <div className={styles.footer}>
            <button type="button" className={styles.pin} onClick={() => setPinned(!pinned)}>
              <PinIcon pinned={pinned} />
              <span>{t(pinned ? 'shell.nav.unpin' : 'shell.nav.pin')}</span>
            </button>
          </div>
        )}
      </nav>
      {badgeItem && (
        <Suspense fallback={null}>
          <LazyView load={loadBadgeSelectDialog} props={{ item: badgeItem, onClose: () => setBadgeItem(null) }} />
        </Suspense>
      )}
    </NavContext.Provider>
  );
}
