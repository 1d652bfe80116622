// The signed-in page: header, bars, side navigation beside the main content, and the frame's modals.
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { ViewerUser } from '../api/operations/get-viewer-user';
import type { SlotContribution } from '../kit/plugin';
import { PluginHostContext } from '../kit/plugin-host';
import { RouteHrefContext } from '../kit/route-link';
import { Slot } from '../kit/slot';
import { noteRoute, watchStartedWorking } from '../kit/started-working';
import { browserSessionStorage } from '../session/memory-storage';
import styles from './app-shell.module.css';
import { Header } from './header/header';
import { ProgressBar } from './header/progress-bar';
import type { ShellHost } from './host/shell-host';
import { AUTHENTICATOR_BANNER_FLAG, AuthenticatorBanner } from './root/authenticator-banner';
import { BrowserSupportModal } from './root/browser-support-modal';
import { ConfigUpdatedNotice } from './root/config-updated-notice';
import { faviconDotAtom } from './root/favicon-atoms';
import { resolveIdleSettings } from './root/idle/idle-settings';
import { IdleWatcher } from './root/idle/idle-watcher';
import { useBrandAppearance } from './root/use-brand-appearance';
import { SideNav } from './side-nav/side-nav';
import { boundRouteHref } from './plugins/bound-route-href';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { reportContributionError, usePluginHostValue } from './use-plugin-host';

export interface ShellLayoutProps {
  user: ViewerUser;
  host: ShellHost;
  children: ReactNode;
}

export function ShellLayout({ user, host, children }: ShellLayoutProps) {
  const { shell, registry, flag } = host;
  const pluginHost = usePluginHostValue(host);
  const faviconDot = useAtomValue(faviconDotAtom);
  useBrandAppearance(shell.brand, faviconDot);
  const idle = useMemo(() => resolveIdleSettings(shell.idle, shell.environment, browserSessionStorage()), [shell]);
  const href = useMemo(() => boundRouteHref(registry), [registry]);
  const pathname = useLocation({ select: (location) => location.pathname });
  const onDashboard = pathname === '/dashboard';
  // Whether the adviser has started working (issue 30): watched from the shell's first paint, so an idle-loaded
  // notice (whats-new) knows about a click made before it loaded.
  useEffect(() => watchStartedWorking(), []);
  useEffect(() => noteRoute(pathname), [pathname]);
  const shellRef = useRef<HTMLDivElement>(null);
  const barsRef = useRef<HTMLDivElement>(null);
  usePublishedBarsHeight(shellRef, barsRef);

  return (
    <PluginHostContext.Provider value={pluginHost}>
      <RouteHrefContext.Provider value={href}>
      <div className={styles.shell} ref={shellRef}>
        <SkipLink />
        <Header user={user} shell={shell} registry={registry} onContributionError={reportContributionError} />
        <ProgressBar />
        <ConfigUpdatedNotice />
        <div className={styles.bars} ref={barsRef}>
          <Slot name="bars" filter={isSticky} />
        </div>
        <Slot name="bars" filter={isNotSticky} />
        <div className={styles.body}>
          <SideNav items={shell.sideNavigation} registry={registry} />
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            {onDashboard && flag(AUTHENTICATOR_BANNER_FLAG) && <AuthenticatorBanner helpUrl={shell.brand.helpLinks?.authenticator} />}
            {children}
          </main>
        </div>
        <Slot name="overlays" />
        <BrowserSupportModal />
        <IdleWatcher settings={idle} />
      </div>
      </RouteHrefContext.Provider>
    </PluginHostContext.Provider>
  );
}

const isSticky = (bar: SlotContribution) => bar.sticky === true;
const isNotSticky = (bar: SlotContribution) => bar.sticky !== true;

/**
 * The sticky bars stick under the header (issue 30); their height, which changes as a bar comes and goes or wraps, is set
 * on the shell as --ao-bars-height so the sticky side navigation starts below them rather than under them.
 */
function usePublishedBarsHeight(shell: RefObject<HTMLDivElement | null>, bars: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const shellElement = shell.current;
    const barsElement = bars.current;
    if (!shellElement || !barsElement || typeof ResizeObserver === 'undefined') return;
    const publish = () => shellElement.style.setProperty('--ao-bars-height', `${barsElement.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(barsElement);
    return () => observer.disconnect();
  }, [shell, bars]);
}
