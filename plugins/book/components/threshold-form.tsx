// The low-cash threshold, kept for the adviser in the sandbox (so it follows them to any browser). Saving answers the
// whole book, which replaces the card's.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import { layout } from '@kit/layout';
import { shortestDecimal } from '@kit/money';
import { GET_BOOK, SET_BOOK_LOW_CASH_THRESHOLD } from '../api/book';
import { thresholdMoney, thresholdResolver, type ThresholdValues } from '../lib/book-values';
import styles from './book.module.css';

export default function ThresholdForm({ threshold }: { threshold: string }) {
  const [save, saving] = useMutation(SET_BOOK_LOW_CASH_THRESHOLD, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GET_BOOK, data: { book: data.setBookLowCashThreshold } });
    },
  });
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ThresholdValues>({
    defaultValues: { threshold: shortestDecimal(threshold) },
    resolver: thresholdResolver,
  });
  useEffect(() => reset({ threshold: shortestDecimal(threshold) }), [threshold, reset]);

  const onSubmit = handleSubmit(async (v) => {
    setOutcome(null);
    try {
      await save({ variables: { threshold: thresholdMoney(v.threshold)! } });
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <form className={styles.threshold} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormField
        label={t('book.threshold.label')}
        hint={t('book.threshold.hint')}
        error={formState.errors.threshold?.message}
        className={layout.field}
        labelClassName={layout.label}
        errorClassName={layout.error}
        hintClassName={styles.muted}
      >
        <input type="text" inputMode="decimal" autoComplete="off" className={layout.input} {...register('threshold')} />
      </FormField>
      <Button type="submit" disabled={saving.loading}>
        {saving.loading ? t('book.threshold.saving') : t('book.threshold.save')}
      </Button>
      {outcome === 'saved' && (
        <p className={styles.muted} role="status">
          {t('book.threshold.saved')}
        </p>
      )}
      {outcome === 'failed' && (
        <p className={layout.error} role="alert">
          {t('book.threshold.saveError')}
        </p>
      )}
    </form>
  );
}
