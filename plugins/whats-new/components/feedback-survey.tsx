// The feedback survey the tab opens (000 §2): a rating 1 to 5 (required), what works well and what could be
// better, sent once; its rules are data read by the kit's resolver (docs/architecture.md, "Forms").
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@kit/button';
import { t, type CopyKey } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { Modal } from '@kit/modal';
import { useToast } from '@kit/toast/toast-atoms';
import { SEND_FEEDBACK } from '../api/whats-new';
import styles from './whats-new.module.css';

const RATINGS = [1, 2, 3, 4, 5] as const;
const MAX_COMMENT = 2000;

interface SurveyValues {
  /** The chosen radio's value, '' until one is chosen. */
  rating: string;
  positive: string;
  negative: string;
}

const resolver = fieldRules<SurveyValues>({ rating: [{ required: true, message: 'feedback.ratingRequired' }] });

export default function Survey({ onClose, onSent }: { onClose(): void; onSent(): void }) {
  const toast = useToast();
  const formId = useId();
  const form = useForm<SurveyValues>({ defaultValues: { rating: '', positive: '', negative: '' }, resolver });
  const ratingError = form.formState.errors.rating?.message;
  const [failed, setFailed] = useState(false);
  const [send, { loading }] = useMutation(SEND_FEEDBACK);

  const submit = form.handleSubmit(({ rating, positive, negative }) => {
    setFailed(false);
    send({ variables: { input: { rating: Number(rating), positiveComments: positive, negativeComments: negative } } })
      .then(() => {
        toast({ message: t('feedback.thanks'), tone: 'success' });
        onSent();
      })
      .catch(() => setFailed(true));
  });

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
      <form id={formId} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={ratingError ? `${formId}-rating-error` : undefined}>
          <legend className={styles.legend}>{t('feedback.rating')}</legend>
          {RATINGS.map((value) => (
            <label key={value}>
              <input type="radio" value={value} data-autofocus={value === 1 ? true : undefined} {...form.register('rating')} />{' '}
              {t(`feedback.rating.${value}` as CopyKey)}
            </label>
          ))}
          {ratingError && (
            <p id={`${formId}-rating-error`} className={styles.error} role="alert">
              {ratingError}
            </p>
          )}
        </fieldset>
        <label className={styles.field}>
          <span>{t('feedback.positive')}</span>
          <textarea maxLength={MAX_COMMENT} aria-describedby={`${formId}-hint`} {...form.register('positive')} />
        </label>
        <label className={styles.field}>
          <span>{t('feedback.negative')}</span>
          <textarea maxLength={MAX_COMMENT} aria-describedby={`${formId}-hint`} {...form.register('negative')} />
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
