// The feedback tab (000 §2, general.feedbackTab): a tab on the right edge opening a short survey (a rating 1 to 5,
// what works well, what could be better). The gateway adds mac, website name and app version and records
// behavioural-intercept-feedback; once answered the tab goes away (the survey is offered once).
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { t } from '@kit/copy';
import { usePluginHost } from '@kit/plugin-host';
import { FEEDBACK_ANSWERED, GET_WHATS_NEW_VIEWER } from '../api/whats-new';
import styles from './whats-new.module.css';

// The survey (and its form library) loads when the tab is opened, not with the tab.
const Survey = lazy(() => import('./feedback-survey'));

export default function FeedbackTab() {
  const host = usePluginHost();
  if (!host.flag('general.feedbackTab')) return null;
  return <Feedback />;
}

function Feedback() {
  const { data } = useQuery(GET_WHATS_NEW_VIEWER, { fetchPolicy: 'cache-first' });
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  const tabRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The survey unmounts on close, so the browser cannot return focus: the tab takes it back.
  useEffect(() => {
    if (wasOpen.current && !open) tabRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const stored = data?.viewer.preferences?.find((p) => p.key === FEEDBACK_ANSWERED)?.value;
  if (!data || stored || answered) return null;
  return (
    <>
      <button ref={tabRef} type="button" className={styles.tab} aria-haspopup="dialog" data-edge-tab="" onClick={() => setOpen(true)}>
        {t('feedback.tab')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Survey
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setAnswered(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
