// The header bell (001 §2.4): the unread count on the button, and a 350 px panel (./bell-panel.tsx, a dialog in
// the kit popover). Opening marks the preferences viewed, loads the first page once and marks the latest alert
// seen; selecting an alert, a press outside, Escape or Mark all read closes it. The favicon shows a red dot while
// unread alerts exist.
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '@kit/copy';
import { usePluginHost } from '@kit/plugin-host';
import { lazyPart, usePreloadOnIdle } from '@kit/popover/lazy-part';
import { Popover, preloadPopover } from '@kit/popover/popover';
import { badgeCount, notificationLinks } from './bell-logic';
import styles from './bell.module.css';
import { useBell } from './use-bell';

const panel = lazyPart(() => import('./bell-panel'));
/** The popover's code and the panel's together: an opening waits for one round trip. */
const preloadPanel = () => Promise.all([preloadPopover(), panel.preload()]);

function BellGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.glyph}>
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" fill="currentColor" />
    </svg>
  );
}

export default function Bell() {
  const host = usePluginHost();
  const bell = useBell();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  usePreloadOnIdle(preloadPanel);

  const links = notificationLinks(bell.notificationCounts, bell.preferences);
  const unread = bell.counts?.unread ?? 0;
  // Opening marks the preferences viewed; closing clears the flag (001 §4).
  const count = badgeCount(unread, links, open);

  useEffect(() => {
    host.setFaviconDot(unread > 0);
  }, [host, unread]);
  useEffect(() => () => host.setFaviconDot(false), [host]);

  useEffect(() => {
    if (open) void bell.onOpen();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on each opening only
  }, [open]);

  const label = count > 0 ? t('bell.labelUnread', { n: count }) : t('bell.label');
  return (
    <div className={styles.bell}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onPointerEnter={() => void preloadPanel().catch(() => undefined)}
        onClick={() => {
          void preloadPanel().catch(() => undefined);
          setOpen(true);
        }}
        data-unread={unread}
      >
        <BellGlyph />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <Popover
        triggerRef={buttonRef}
        isOpen={open}
        onOpenChange={setOpen}
        placement="bottom end"
        offset={10}
        crossOffset={8}
        label={t('bell.heading')}
        id={panelId}
        className={styles.panel}
      >
        <panel.Part bell={bell} links={links} unread={unread} wrapAlertsUrl={host.navLinkUrl('wrap-alerts')} close={() => setOpen(false)} />
      </Popover>
    </div>
  );
}
