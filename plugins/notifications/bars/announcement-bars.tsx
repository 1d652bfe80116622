// Announcement bars below the header (001 §2.5, §4 "Announcements"): the newest information message as the
// yellow box, error messages as error bars, and an error bar when announcements cannot be retrieved.
// Closing the yellow box saves its messageId as the yellow-box-message preference, so it never returns;
// leaving through a link in it hides it for this visit only. Bodies are untrusted HTML: DOMPurify keeps
// formatting and links and drops everything that could run. DOMPurify (28 KB) loads only once the announcements
// have arrived with a body to sanitise; until then the bars wait, so no unsanitised HTML is ever drawn.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { t } from '@kit/copy';
import { registerModuleReset } from '@kit/module-state';
import { ANNOUNCEMENTS, DISMISS_YELLOW_BOX } from '../api/announcements';
import styles from './announcement-bars.module.css';

type Sanitise = (html: string) => string;
let sanitiser: Sanitise | null = null;
let loading: Promise<unknown> | undefined;
const loadSanitiser = () =>
  (loading ??= import('./sanitise').then(
    (m) => (sanitiser = m.sanitiseAnnouncement),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

// Hidden for this visit (closed error bars, yellow boxes left through a link): survives remounts, not a reload.
const hiddenThisVisit = new Set<string>();
registerModuleReset(() => hiddenThisVisit.clear());

interface Bar {
  key: string;
  style: 'info' | 'error';
  html?: string;
  text?: string;
  /** The yellow box's messageId, saved when it is closed. */
  messageId?: string;
}

export default function AnnouncementBars() {
  const { data, error, loading } = useQuery(ANNOUNCEMENTS, { errorPolicy: 'all' });
  const [dismiss] = useMutation(DISMISS_YELLOW_BOX);
  const [, rerender] = useState(0);
  const [sanitiserFailed, setSanitiserFailed] = useState(false);

  const messages = data?.announcements;
  const dismissed = data?.viewer.preferences?.find((p) => p.key === 'YellowBoxMessage')?.value;
  const bars: Bar[] = [];
  if (!messages && error) {
    bars.push({ key: 'retrieval-error', style: 'error', text: t('announcements.error') });
  } else if (messages) {
    // Raw bodies here; sanitised below before anything is drawn.
    for (const m of messages.filter((m) => m.style === 'ERROR')) bars.push({ key: `error-${m.id}`, style: 'error', html: m.body });
    const info = messages.find((m) => m.style === 'INFO' && String(m.id) !== String(dismissed ?? ''));
    if (info) bars.push({ key: `info-${info.id}`, style: 'info', html: info.body, messageId: info.id });
  }
  const shown = bars.filter((bar) => !hiddenThisVisit.has(bar.key));
  const needsSanitiser = shown.some((bar) => bar.html !== undefined) && !sanitiser;
  useEffect(() => {
    if (!needsSanitiser) return;
    let gone = false;
    loadSanitiser().then(
      () => !gone && rerender((n) => n + 1),
      () => !gone && setSanitiserFailed(true),
    );
    return () => {
      gone = true;
    };
  }, [needsSanitiser]);
  if (loading && !data) return null;
  // DOMPurify failed to load: never draw the HTML unsanitised; the bars stay away as when retrieval fails quietly.
  if (needsSanitiser || sanitiserFailed) return null;
  const sanitise = sanitiser;
  const drawn = shown.map((bar) => (bar.html !== undefined && sanitise ? { ...bar, html: sanitise(bar.html) } : bar));
  if (!drawn.length) return null;

  const hide = (bar: Bar, save: boolean) => {
    hiddenThisVisit.add(bar.key);
    rerender((n) => n + 1);
    if (save && bar.messageId) void dismiss({ variables: { value: bar.messageId } }).catch(() => undefined);
  };

  return (
    <section className={styles.bars} aria-label={t('announcements.region')}>
      {drawn.map((bar) => (
        <div key={bar.key} className={styles.bar} data-style={bar.style} role={bar.style === 'error' ? 'alert' : 'status'} data-announcement={bar.key}>
          {bar.html !== undefined ? (
            <div
              className={styles.body}
              data-announcement-body
              // Sanitised by DOMPurify just above; links leave the bar without saving its dismissal.
              dangerouslySetInnerHTML={{ __html: bar.html }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) hide(bar, false);
              }}
            />
          ) : (
            <p className={styles.body}>{bar.text}</p>
          )}
          <button type="button" className={styles.close} aria-label={t('announcements.close')} onClick={() => hide(bar, bar.style === 'info')}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M12.7 4.7 11.3 3.3 8 6.6 4.7 3.3 3.3 4.7 6.6 8l-3.3 3.3 1.4 1.4L8 9.4l3.3 3.3 1.4-1.4L9.4 8l3.3-3.3Z" fill="currentColor" />
            </svg>
          </button>
        </div>
      ))}
    </section>
  );
}
