// The feedback tab (000 §2, general.feedbackTab): a tab on the right edge opening a short survey (a rating 1 to 5,
// what works well, what could be better). The gateway adds mac, website name and app version and records
// behavioural-intercept-feedback; once answered the tab goes away (the survey is offered once).
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@kit/button';
import { t, type CopyKey } from '@kit/copy';
import { Modal } from '@kit/modal';
import { usePluginHost } from '@kit/plugin-host';
import { useToast } from '@kit/toast/toast-atoms';
import { FEEDBACK_ANSWERED, GET_WHATS_NEW_VIEWER, SEND_FEEDBACK } from '../api/whats-new';
import styles from './whats-new.module.css';

const RATINGS = [1, 2, 3, 4, 5] as const;
const MAX_COMMENT = 2000;

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
      <button ref={tabRef} type="button" className={styles.tab} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('feedback.tab')}
      </button>
      {open && (
        <Survey
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setAnswered(true);
          }}
        />
      )}
    </>
  );
}

function Survey({ onClose, onSent }: { onClose(): void; onSent(): void }) {
  const toast = useToast();
  const formId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [positive, setPositive] = useState('');
  const [negative, setNegative] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const [failed, setFailed] = useState(false);
  const [send, { loading }] = useMutation(SEND_FEEDBACK);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    setFailed(false);
    send({ variables: { input: { rating, positiveComments: positive, negativeComments: negative } } })
      .then(() => {
        toast({ message: t('feedback.thanks'), tone: 'success' });
        onSent();
      })
      .catch(() => setFailed(true));
  };

  return (
    <Modal
      open
      title={t('feedback.title')}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={loading}>
            {loading ? t('feedback.sending') : t('feedback.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={missingRating ? `${formId}-rating-error` : undefined}>
          <legend className={styles.legend}>{t('feedback.rating')}</legend>
          {RATINGS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                data-autofocus={value === 1 ? true : undefined}
                onChange={() => {
                  setRating(value);
                  setMissingRating(false);
                }}
              />{' '}
              {t(`feedback.rating.${value}` as CopyKey)}
            </label>
          ))}
          {missingRating && (
            <p id={`${formId}-rating-error`} className={styles.error} role="alert">
              {t('feedback.ratingRequired')}
            </p>
          )}
        </fieldset>
        <label className={styles.field}>
          <span>{t('feedback.positive')}</span>
          <textarea value={positive} maxLength={MAX_COMMENT} onChange={(e) => setPositive(e.target.value)} aria-describedby={`${formId}-hint`} />
        </label>
        <label className={styles.field}>
          <span>{t('feedback.negative')}</span>
          <textarea value={negative} maxLength={MAX_COMMENT} onChange={(e) => setNegative(e.target.value)} aria-describedby={`${formId}-hint`} />
        </label>
        <p id={`${formId}-hint`} className={styles.hint}>
          {t('feedback.commentHint')}
        </p>
        {failed && (
          <p className={styles.error} role="alert">
            {t('feedback.error')}
          </p>
        )}
      </form>
    </Modal>
  );
}
