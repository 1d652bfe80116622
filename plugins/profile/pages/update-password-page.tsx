// dashboard/user-profile/my-security/update-password (001 §2.1; issue 16): after a step-up, the current
// password, a new one with its rules shown as the user types, and a confirmation. The bank checks everything
// again; a change signs the adviser's other devices out.
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@kit/button';
import { t, type CopyKey } from '@kit/copy';
import { fieldRules, type FormRules } from '@kit/form/field-rules';
import { FormField } from '@kit/form/form-field';
import { formatDateTime } from '@kit/format-date-time';
import type { PasswordRule } from '@kit/gql/graphql';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { CHANGE_PASSWORD, GET_PASSWORD_CONTEXT } from '../api/my-security';
import { checkPasswordRules } from '../components/password-rules';
import { StatusMessage, type Message } from '../components/status-message';
import { dropStepUpGrant, stepUpGrant } from '../components/step-up-grant';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../components/profile.module.css';
import own from '../components/my-security.module.css';

const RULE_COPY: Record<PasswordRule, CopyKey> = {
  LENGTH: 'profile.password.ruleLength',
  UPPER: 'profile.password.ruleUpper',
  LOWER: 'profile.password.ruleLower',
  NUMBER: 'profile.password.ruleNumber',
  USERNAME: 'profile.password.ruleUsername',
  SAME: 'profile.password.ruleSame',
};

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };
const FIELD = { className: own.field, errorClassName: own.fieldError };

type Policy = Parameters<typeof checkPasswordRules>[1];

/** The form's rules (docs/architecture.md, "Forms"): the bank's policy is checked again when it is sent. */
const passwordRules = (policy: Policy | undefined): FormRules<PasswordValues> => ({
  current: [{ required: true, message: 'profile.password.currentRequired' }],
  next: [{ check: (next: string, v) => (policy && checkPasswordRules(next, policy, v.current).some((r) => !r.met) ? 'profile.password.rulesNotMet' : null) }],
  confirm: [{ equalTo: 'next', message: 'profile.password.mismatch' }],
});

export default function UpdatePasswordPage(_props: PageProps<'profile-security-update-password'>) {
  const { data, loading, error, refetch } = useQuery(GET_PASSWORD_CONTEXT);
  const [change, changing] = useMutation(CHANGE_PASSWORD);
  const [grant, setGrant] = useState(() => stepUpGrant());
  const [message, setMessage] = useState<Message>(null);
  const policy = data?.passwordPolicy;
  const resolver = useMemo(() => fieldRules(passwordRules(policy)), [policy]);
  const form = useForm<PasswordValues>({ defaultValues: EMPTY, resolver });
  const { errors } = form.formState;
  const [current, next] = useWatch({ control: form.control, name: ['current', 'next'] });
  const rules = policy ? checkPasswordRules(next, policy, current) : [];
  const lastChanged = formatDateTime(data?.viewer.user?.lastPasswordChange);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const token = stepUpGrant();
    if (!token) {
      setGrant(null);
      setMessage({ kind: 'error', text: t('profile.password.stepUpExpired') });
      return;
    }
    try {
      const res = await change({ variables: { input: { currentPassword: values.current, newPassword: values.next, stepUpToken: token } } });
      const result = res.data?.changePassword;
      switch (result?.outcome) {
        case 'CHANGED':
          form.reset(EMPTY);
          setMessage({ kind: 'status', text: t('profile.password.changed') });
          void refetch().catch(() => undefined);
          return;
        case 'WRONG_CURRENT_PASSWORD':
          form.setError('current', { message: t('profile.password.wrongCurrent') }, { shouldFocus: true });
          return;
        case 'WEAK_PASSWORD':
          form.setError('next', { message: t('profile.password.rulesNotMet') }, { shouldFocus: true });
          return;
        case 'STEP_UP_REQUIRED':
          dropStepUpGrant();
          setGrant(null);
          setMessage({ kind: 'error', text: t('profile.password.stepUpExpired') });
          return;
        default:
          setMessage({ kind: 'error', text: t('profile.password.saveError') });
      }
    } catch {
      setMessage({ kind: 'error', text: t('profile.password.saveError') });
    }
  });

  const field = (name: keyof PasswordValues, label: string, autoComplete: string, describedBy?: string) => (
    <FormField label={label} error={errors[name]?.message} describedBy={describedBy} {...FIELD}>
      <input type="password" autoComplete={autoComplete} maxLength={200} {...form.register(name)} />
    </FormField>
  );

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock level={1} title={t('profile.password.title')} intro={t('profile.password.intro')} />
      <QueryStates data={data} loading={loading} error={error} loadingLabel={t('profile.password.loading')} errorMessage={t('profile.password.loadError')} refetch={refetch}>
        {() => (
          <section className={layout.panel} aria-labelledby="password-heading">
            <HeadingBlock id="password-heading" title={t('profile.password.title')} />
            <p className={styles.hint}>{lastChanged ? t('profile.password.lastChanged', { date: lastChanged }) : t('profile.password.neverChanged')}</p>
            {!grant ? (
              <>
                <p>{t('profile.password.needStepUp')}</p>
                <div className={layout.actions}>
                  <RouteLink to="profile-security-step-up" search={{ next: 'update-password' }} className={own.buttonLink}>
                    {t('profile.password.verify')}
                  </RouteLink>
                </div>
              </>
            ) : (
              <form className={own.form} onSubmit={(e) => void submit(e)} noValidate>
                {field('current', t('profile.password.current'), 'current-password')}
                {field('next', t('profile.password.new'), 'new-password', 'password-rules')}
                <div id="password-rules">
                  <p className={styles.hint}>{t('profile.password.rulesTitle')}</p>
                  <ul className={`${layout.list} ${own.rules}`}>
                    {rules.map(({ rule, met }) => (
                      <li key={rule} className={`${own.rule} ${met ? own.ruleMet : ''}`}>
                        <svg className={own.ruleIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                          {met ? (
                            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                          ) : (
                            <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                          )}
                        </svg>
                        <span>
                          {t(RULE_COPY[rule], { min: policy?.minLength ?? '', max: policy?.maxLength ?? '' })}
                          <span className="visually-hidden">: {met ? t('profile.password.ruleMet') : t('profile.password.ruleNotMet')}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
                {field('confirm', t('profile.password.confirm'), 'new-password')}
                <div className={layout.actions}>
                  <Button type="submit" disabled={changing.loading}>
                    {changing.loading ? t('profile.password.submitting') : t('profile.password.submit')}
                  </Button>
                </div>
              </form>
            )}
            <StatusMessage message={message} />
          </section>
        )}
      </QueryStates>
    </div>
  );
}
