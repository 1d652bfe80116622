// Notification settings (/dashboard/user-profile/notification-settings; 001 §3 Notification preferences, §5):
// a cash balance threshold and insufficient funds for payments scheduled within 5, 10 or 20 days. At least
// one must be selected; a selected one needs its value. Saved through the gateway; the form keeps what was
// typed when a save fails.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { FormField } from '@kit/form/form-field';
import { HeadingBlock, layout } from '@kit/layout';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { NOTIFICATION_PREFERENCES, SAVE_NOTIFICATION_PREFERENCES } from '../api/notification-pages';
import { BELL_STATUS } from '../api/alerts';
import { INSUFFICIENT_FUNDS_WINDOWS, preferencesResolver, toInput, type PreferenceValues } from './preference-values';
import styles from './notification-pages.module.css';
import { shortestDecimal } from '@kit/money';

export default function NotificationSettingsPage(_props: PageProps<'notifications.settings'>) {
  const { data, error, loading, refetch } = useQuery(NOTIFICATION_PREFERENCES, { fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SAVE_NOTIFICATION_PREFERENCES, { refetchQueries: [BELL_STATUS] });
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<PreferenceValues>({
    defaultValues: { accountBalance: false, threshold: '', insufficientFunds: false, windowDays: '5' },
    resolver: preferencesResolver,
  });
  const { register, handleSubmit, reset, formState, control } = form;
  const [accountBalance, insufficientFunds] = useWatch({ control, name: ['accountBalance', 'insufficientFunds'] });
  const prefs = data?.notificationPreferences;

  useEffect(() => {
    if (!prefs) return;
    reset({
      accountBalance: prefs.accountBalanceThresholdSelected,
      threshold: prefs.accountBalanceThreshold == null ? '' : shortestDecimal(prefs.accountBalanceThreshold),
      insufficientFunds: prefs.insufficientFundsForPendingPaymentsThresholdSelected,
      windowDays: String(prefs.insufficientFundsWindowDays ?? 5) as PreferenceValues['windowDays'],
    });
  }, [prefs, reset]);

  if (loading && !data) return <LoadingState />;
  if (error || !prefs) return <ErrorState message={t('notifications.settings.loadError')} onRetry={() => void refetch().catch(() => undefined)} />;

  const onSubmit = handleSubmit(async (v) => {
    setOutcome(null);
    try {
      await save({ variables: { input: toInput(v) } });
      setOutcome('saved');
      reset(v);
    } catch {
      setOutcome('failed');
    }
  });
  const errors = formState.errors;

  return (
    <div className={styles.page}>
      <HeadingBlock level={1} title={t('notifications.settings.title')} intro={t('notifications.settings.intro')} />
      <form className={`${layout.card} ${styles.form}`} onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={errors.root ? 'prefs-error' : undefined}>
          <legend className="visually-hidden">{t('notifications.settings.title')}</legend>
          <PreferenceOption checkbox={register('accountBalance')} label={t('notifications.settings.accountBalance')} hint={t('notifications.settings.accountBalanceHint')}>
            <FormField label={t('notifications.settings.threshold')} error={errors.threshold?.message} className={styles.field} errorClassName={layout.error}>
              <input type="text" inputMode="decimal" autoComplete="off" disabled={!accountBalance} {...register('threshold')} />
            </FormField>
          </PreferenceOption>
          <PreferenceOption checkbox={register('insufficientFunds')} label={t('notifications.settings.insufficientFunds')} hint={t('notifications.settings.insufficientFundsHint')}>
            <FormField label={t('notifications.settings.window')} className={styles.field}>
              <select disabled={!insufficientFunds} {...register('windowDays')}>
                {INSUFFICIENT_FUNDS_WINDOWS.map((n) => (
                  <option key={n} value={String(n)}>
                    {t('notifications.settings.windowDays', { n })}
                  </option>
                ))}
              </select>
            </FormField>
          </PreferenceOption>
        </fieldset>
        {errors.root && (
          <p id="prefs-error" className={layout.error} role="alert">
            {errors.root.message}
          </p>
        )}
        {outcome === 'saved' && (
          <p className={styles.saved} role="status">
            {t('notifications.settings.saved')}
          </p>
        )}
        {outcome === 'failed' && (
          <p className={layout.error} role="alert">
            {t('notifications.settings.saveError')}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={saving.loading}>
          {saving.loading ? t('notifications.settings.saving') : t('notifications.settings.save')}
        </button>
      </form>
    </div>
  );
}

/** One notification the user may choose: its checkbox, a line on what it does, and the value it needs. */
function PreferenceOption({ checkbox, label, hint, children }: { checkbox: UseFormRegisterReturn; label: string; hint: string; children: ReactNode }) {
  return (
    <div className={styles.option}>
      <label className={styles.check}>
        <input type="checkbox" {...checkbox} />
        <span>{label}</span>
      </label>
      <p className={styles.hint}>{hint}</p>
      {children}
    </div>
  );
}
