// dashboard/user-profile/my-security (001 §2.1; 002 §4, §7): the security level, Ultimate or Enhanced
// (Enhanced by default), saved after a confirmation; the way to the step-up, update-password,
// connected-devices and qr-code pages; the authenticator banner (000 §2) while the app is not installed.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import type { SecurityLevel } from '@kit/gql/graphql';
import { ConfirmDialog } from '@kit/confirm-dialog';
import type { PageProps } from '@kit/plugin';
import { useFlag } from '@kit/plugin-host';
import { GET_AUTHENTICATOR } from '../api/my-security';
import { GET_SECURITY_LEVEL, SET_SECURITY_LEVEL } from '../api/profile';
import { AuthenticatorBanner } from '../components/authenticator-banner';
import { authenticatorHelpUrl } from '../components/authenticator-status';
import { SecurityLinks } from '../components/security-links';
import { StatusMessage, type Message } from '../components/status-message';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../components/profile.module.css';

const LEVELS = [
  { level: 'ULTIMATE' as SecurityLevel, label: () => t('profile.security.ultimate'), hint: () => t('profile.security.ultimateHint') },
  { level: 'ENHANCED' as SecurityLevel, label: () => t('profile.security.enhanced'), hint: () => t('profile.security.enhancedHint') },
] as const;

const levelName = (level: SecurityLevel) => (level === 'ULTIMATE' ? t('profile.security.ultimate') : t('profile.security.enhanced'));

export default function SecurityPage(_props: PageProps<'profile-security'>) {
  const { data, loading, error, refetch } = useQuery(GET_SECURITY_LEVEL);
  const bannerOn = useFlag('general.authenticatorBanner');
  const authenticator = useQuery(GET_AUTHENTICATOR, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const authStatus = authenticator.data?.authenticator.status;
  const [save, saving] = useMutation(SET_SECURITY_LEVEL);
  const current = data?.securityLevel;
  // The form follows the saved level: a save's refetch resets it to what the bank now holds.
  const form = useForm<{ level: SecurityLevel }>({ values: current ? { level: current } : undefined });
  const chosen = useWatch({ control: form.control, name: 'level' }) as SecurityLevel | undefined;
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const selected = chosen ?? current;

  // No rules: one of two levels is always chosen; choosing the one in force only says so.
  const submit = form.handleSubmit(() => {
    if (!selected) return;
    if (selected === current) {
      setMessage({ kind: 'status', text: t('profile.security.unchanged') });
      return;
    }
    setMessage(null);
    setConfirming(true);
  });

  const confirm = async () => {
    if (!selected) return;
    setConfirming(false);
    try {
      const res = await save({ variables: { level: selected } });
      const saved = res.data?.setSecurityLevel ?? selected;
      await refetch().catch(() => undefined);
      setMessage({ kind: 'status', text: t('profile.security.saved', { level: levelName(saved) }) });
    } catch {
      setMessage({ kind: 'error', text: t('profile.security.saveError') });
    }
  };

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock level={1} title={t('profile.security.title')} intro={t('profile.security.intro')} />
      {bannerOn && authStatus && authStatus !== 'INSTALLED' && <AuthenticatorBanner helpUrl={authenticatorHelpUrl(authenticator.data?.shell.brand.helpLinks)} />}
      <QueryStates data={selected} loading={loading} error={error} loadingLabel={t('profile.security.loading')} errorMessage={t('profile.security.error')} refetch={refetch}>
        {() => (
          <form className={layout.panel} onSubmit={(e) => void submit(e)} noValidate>
            <fieldset className={styles.options}>
              <legend>{t('profile.security.levelLegend')}</legend>
              {LEVELS.map((o) => (
                <label key={o.level} className={styles.option}>
                  <input
                    type="radio"
                    value={o.level}
                    {...form.register('level', { onChange: () => setMessage(null) })}
                    aria-describedby={`security-level-${o.level}`}
                  />
                  <span className={styles.optionLabel}>{o.label()}</span>
                  <span id={`security-level-${o.level}`} className={styles.hint}>
                    {o.hint()}
                  </span>
                </label>
              ))}
            </fieldset>
            <div className={layout.actions}>
              <Button type="submit" disabled={saving.loading}>
                {saving.loading ? t('profile.security.saving') : t('profile.security.save')}
              </Button>
              <StatusMessage message={message} />
            </div>
          </form>
        )}
      </QueryStates>
      <SecurityLinks authenticatorStatus={authStatus} />
      <ConfirmDialog
        open={confirming}
        title={t('profile.security.confirmTitle')}
        cancelLabel={t('profile.security.cancel')}
        confirmLabel={t('profile.security.confirm')}
        escapeCancels
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        {selected ? t('profile.security.confirmBody', { level: levelName(selected) }) : null}
      </ConfirmDialog>
    </div>
  );
}
