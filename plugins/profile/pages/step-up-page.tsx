// dashboard/user-profile/my-security/step-up (001 §2.1; issue 16): the adviser proves again who they are with a
// one-time code sent to their mobile before a sensitive change; the verified grant is kept in memory and the
// page continues to ?next= (update-password or connected-devices).
import { useMutation } from '@apollo/client/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { FormField } from '@kit/form/form-field';
import type { PageProps } from '@kit/plugin';
import { RouteLink, useRouteHref } from '@kit/route-link';
import { START_STEP_UP, VERIFY_STEP_UP } from '../api/my-security';
import { keepStepUpGrant } from '../components/step-up-grant';
import { StatusMessage, type Message } from '../components/status-message';
import { STEP_UP_NEXT, isStepUpNext } from '../components/step-up-next';
import { HeadingBlock, layout } from '@kit/layout';
import styles from '../components/profile.module.css';
import own from '../components/my-security.module.css';

/** Whole minutes (at least one) until the grant expires. */
const minutesUntil = (iso: string) => Math.max(1, Math.round((Date.parse(iso) - Date.now()) / 60_000));

/** The code's rule (docs/architecture.md, "Forms"): six digits, checked by the bank when sent. */
const resolver = fieldRules<{ code: string }>({ code: [{ required: true, pattern: /^\d{6}$/, message: 'profile.stepUp.codeRequired' }] });

export default function StepUpPage(_props: PageProps<'profile-security-step-up'>) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const next = isStepUpNext(search.next) ? search.next : null;
  const navigate = useNavigate();
  const href = useRouteHref();
  const [start, starting] = useMutation(START_STEP_UP);
  const [verify, verifying] = useMutation(VERIFY_STEP_UP);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const form = useForm({ defaultValues: { code: '' }, resolver });
  const codeError = form.formState.errors.code?.message;
  const [message, setMessage] = useState<Message>(null);
  const [verifiedFor, setVerifiedFor] = useState<number | null>(null);
  // Each new code puts the caret in the field once it is on screen (an effect, not an animation frame, which a
  // page in a background tab never gets).
  useEffect(() => {
    if (challengeId) form.setFocus('code');
  }, [form, challengeId]);

  const send = async () => {
    setMessage(null);
    form.reset({ code: '' });
    try {
      const res = await start();
      const challenge = res.data?.startStepUp;
      if (!challenge) throw new Error('no challenge');
      setChallengeId(challenge.id);
      setMessage({ kind: 'status', text: t('profile.stepUp.sent', { minutes: Math.round(challenge.expiresInSeconds / 60) }) });
    } catch (error) {
      const status = (error as { errors?: { extensions?: { upstreamStatus?: number } }[] }).errors?.[0]?.extensions?.upstreamStatus;
      setMessage({ kind: 'error', text: status === 429 ? t('profile.stepUp.tooManyCodes') : t('profile.stepUp.sendError') });
    }
  };

  const submit = form.handleSubmit(async ({ code }) => {
    if (!challengeId) return;
    setMessage(null);
    try {
      const res = await verify({ variables: { challengeId, code } });
      const result = res.data?.verifyStepUp;
      if (result?.outcome === 'VERIFIED' && result.token && result.expiresAt) {
        keepStepUpGrant(result.token, result.expiresAt);
        const target = next ? href(STEP_UP_NEXT[next]) : null;
        if (target) {
          void navigate({ to: target });
          return;
        }
        setChallengeId(null);
        setVerifiedFor(minutesUntil(result.expiresAt));
        return;
      }
      if (result?.outcome === 'WRONG_CODE') {
        const left = result.attemptsLeft ?? 0;
        form.setValue('code', '');
        form.setError('code', { message: left === 1 ? t('profile.stepUp.wrongCodeLast') : t('profile.stepUp.wrongCode', { count: left }) }, { shouldFocus: true });
        return;
      }
      setChallengeId(null);
      form.reset({ code: '' });
      setMessage({ kind: 'error', text: result?.outcome === 'LOCKED' ? t('profile.stepUp.locked') : t('profile.stepUp.expired') });
    } catch {
      setMessage({ kind: 'error', text: t('profile.stepUp.verifyError') });
    }
  });

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock
        level={1}
        title={t('profile.stepUp.title')}
        intro={
          <>
            {next === 'update-password' ? t('profile.stepUp.forPassword') : next === 'connected-devices' ? t('profile.stepUp.forDevices') : null}{' '}
            {t('profile.stepUp.intro')}
          </>
        }
      />
      <section className={layout.panel} aria-labelledby="step-up-heading">
        <h2 id="step-up-heading" className="visually-hidden">
          {t('profile.stepUp.title')}
        </h2>
        {verifiedFor !== null ? (
          <>
            <p role="status" className={styles.status}>
              {t('profile.stepUp.verified', { minutes: verifiedFor })}
            </p>
            <ul className={layout.list}>
              <li>
                <RouteLink to="profile-security-update-password">{t('profile.stepUp.continuePassword')}</RouteLink>
              </li>
              <li>
                <RouteLink to="profile-security-connected-devices">{t('profile.stepUp.continueDevices')}</RouteLink>
              </li>
            </ul>
          </>
        ) : (
          <form className={own.form} onSubmit={(e) => void submit(e)} noValidate>
            {challengeId && (
              <FormField label={t('profile.stepUp.codeLabel')} error={codeError} className={own.field} errorClassName={own.fieldError}>
                <input
                  className={own.codeInput}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  {...form.register('code', { onChange: (e: { target: HTMLInputElement }) => form.setValue('code', e.target.value.replace(/\D/g, '')) })}
                />
              </FormField>
            )}
            <div className={layout.actions}>
              {challengeId && (
                <Button type="submit" disabled={verifying.loading}>
                  {verifying.loading ? t('profile.stepUp.verifying') : t('profile.stepUp.verify')}
                </Button>
              )}
              <Button variant={challengeId ? 'secondary' : 'primary'} onClick={() => void send()} disabled={starting.loading}>
                {starting.loading ? t('profile.stepUp.sending') : challengeId ? t('profile.stepUp.resend') : t('profile.stepUp.send')}
              </Button>
            </div>
          </form>
        )}
        <StatusMessage message={message} />
      </section>
    </div>
  );
}
