// The whats-new carousel (000 §2, §4): after sign-in, one modal over the page with the slides of every group the
// user may see and has not dismissed. Finish (last slide) and Mark all as seen save the shown groups in
// whats-new-dismissed-groups; Show me later (or Escape) only hides them until the next load. A first login
// dismisses every group; nothing shows while co-browsing (000 §2) or with general.whatsNew off. It shows only while
// the adviser is still on the dashboard they landed on and has not started working (issue 30; @kit/started-working:
// no click or key press outside a dialog, no route away), and never over another open dialog: it waits behind one
// that opened by itself (the browser-support notice), and gives up for this load once the adviser starts working.
import { useMutation, useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@kit/button';
import { Carousel, useCarousel } from '@kit/carousel/carousel';
import { cobrowseActiveAtom } from '@kit/cobrowse';
import { t } from '@kit/copy';
import { Modal } from '@kit/modal';
import { hasStartedWorking, useStartedWorking } from '@kit/started-working';
import { usePluginHost } from '@kit/plugin-host';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_WHATS_NEW_VIEWER, SET_WHATS_NEW_PREFERENCE, WHATS_NEW_DISMISSED } from '../api/whats-new';
import { firstLoginDismissal, readDismissed, readGroups, viewableGroups } from '../lib/groups';
import styles from './whats-new.module.css';

export default function WhatsNewOverlay() {
  const host = usePluginHost();
  const cobrowsing = useAtomValue(cobrowseActiveAtom);
  if (!host.flag('general.whatsNew') || cobrowsing) return null;
  return <WhatsNew />;
}

function WhatsNew() {
  const host = usePluginHost();
  const toast = useToast();
  const groups = useMemo(() => readGroups(host.settings('whats-new')), [host]);
  // Read once per load: a dismissal saved here must not make the open carousel jump.
  const { data } = useQuery(GET_WHATS_NEW_VIEWER, { fetchPolicy: 'network-only' });
  const [save] = useMutation(SET_WHATS_NEW_PREFERENCE);
  const [hidden, setHidden] = useState(false);
  const savedFirstLogin = useRef(false);
  const before = useRef<Element | null>(null);

  const user = data?.viewer.user;
  const dismissed = readDismissed(data?.viewer.preferences?.find((p) => p.key === WHATS_NEW_DISMISSED)?.value);
  const facts = user ? { lastLogin: user.lastLogin, flags: user.flags, supportedBrandProducts: user.supportedBrandProducts } : null;
  // With the preferences unread (an error), nothing shows: better than a carousel that cannot be dismissed.
  const shown = facts && data?.viewer.preferences ? viewableGroups(groups, facts, dismissed) : [];
  const slides = shown.flatMap((g) => g.slides);
  const startedWorking = useStartedWorking();
  const myTurn = useTurnBeforeWork(!hidden && slides.length > 0, startedWorking);
  const carousel = useCarousel(slides.length);

  useEffect(() => {
    if (!facts || !data?.viewer.preferences || savedFirstLogin.current) return;
    const all = firstLoginDismissal(groups, facts, dismissed);
    if (!all) return;
    savedFirstLogin.current = true;
    void save({ variables: { key: WHATS_NEW_DISMISSED, value: all } }).catch(() => undefined);
  });

  if (hidden || !slides.length || !myTurn) return null;
  before.current ??= document.activeElement;
  // The modal unmounts on close, so the browser cannot return focus: back to where it was, else the page's main.
  const hide = () => {
    setHidden(true);
    const target = before.current instanceof HTMLElement && before.current !== document.body && before.current.isConnected ? before.current : document.querySelector('main');
    requestAnimationFrame(() => (target as HTMLElement | null)?.focus());
  };
  const slide = slides[carousel.index];
  const position = t('whatsNew.slideOf', { current: carousel.index + 1, total: carousel.count });

  const dismiss = () => {
    hide();
    const value = [...new Set([...dismissed, ...shown.map((g) => g.id)])];
    save({ variables: { key: WHATS_NEW_DISMISSED, value } }).catch(() => toast({ message: t('whatsNew.saveError'), tone: 'error' }));
  };

  return (
    <Modal
      open
      size="large"
      title={t('whatsNew.title')}
      onEscape={hide}
      actions={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={hide}>
            {t('whatsNew.showMeLater')}
          </Button>
          <Button variant="secondary" onClick={dismiss}>
            {t('whatsNew.markAllSeen')}
          </Button>
          <span className={styles.spacer} />
          <Button variant="secondary" {...carousel.previousProps}>
            {t('whatsNew.previous')}
          </Button>
          {carousel.isLast ? (
            <Button data-autofocus onClick={dismiss}>
              {t('whatsNew.finish')}
            </Button>
          ) : (
            <Button data-autofocus {...carousel.nextProps}>
              {t('whatsNew.next')}
            </Button>
          )}
        </div>
      }
    >
      <Carousel carousel={carousel} label={t('whatsNew.title')} slideLabel={position} slideClassName={styles.slide}>
        <img className={styles.picture} src={slide.pictureUrl} alt="" width={240} height={140} />
        <p className={styles.label}>{t(slide.label)}</p>
        <h3 className={styles.slideTitle}>{t(slide.title)}</h3>
        <p className={styles.description}>{t(slide.description)}</p>
        <p className={styles.position}>{position}</p>
      </Carousel>
    </Modal>
  );
}

const otherModalOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * True once no other modal is open, from the moment the carousel has something to show, if the adviser has not
 * started working by then; then it stays true, so a modal opened later (the idle time-out) goes on top of the
 * carousel as it should. Once the adviser has started working before its turn, it never comes (until the next load).
 */
function useTurnBeforeWork(wanted: boolean, startedWorking: boolean): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!wanted || turn || startedWorking) return;
    const check = () => {
      if (!otherModalOpen() && !hasStartedWorking()) setTurn(true);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [wanted, turn, startedWorking]);
  return turn;
}
