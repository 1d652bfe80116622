// dashboard/user-profile/my-security/update-password (001 §2.1; issue 16): after a step-up, the current
// password, a new one with its rules shown as the user types, and a confirmation. The bank checks everything
// again; a change signs the adviser's other devices out.
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@kit/button';
import { t, type CopyKey } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { formatDateTime } from '@kit/format-date-time';
import type { PasswordRule } from '@kit/gql/graphql';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { CHANGE_PASSWORD, GET_PASSWORD_CONTEXT } from '../api/my-security';
import { checkPasswordRules } from '../components/password-rules';
import { dropStepUpGrant, stepUpGrant } from '../components/step-up-grant';
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

type Errors = Partial<Record<'current' | 'next' | 'confirm', string>>;

export default function UpdatePasswordPage(_props: PageProps<'profile-security-update-password'>) {
  const { data, loading, error, refetch } = useQuery(GET_PASSWORD_CONTEXT);
  const [change, changing] = useMutation(CHANGE_PASSWORD);
  const [grant, setGrant] = useState(() => stepUpGrant());
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ kind: 'status' | 'error'; text: string } | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const policy = data?.passwordPolicy;
  const rules = policy ? checkPasswordRules(next, policy, current) : [];
  const lastChanged = formatDateTime(data?.viewer.user?.lastPasswordChange);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found: Errors = {};
    if (!current) found.current = t('profile.password.currentRequired');
    if (rules.some((r) => !r.met)) found.next = t('profile.password.rulesNotMet');
    if (next !== confirm) found.confirm = t('profile.password.mismatch');
    setErrors(found);
    if (found.current) return currentRef.current?.focus();
    if (found.next) return nextRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    const token = stepUpGrant();
    if (!token) {
      setGrant(null);
      setMessage({ kind: 'error', text: t('profile.password.stepUpExpired') });
      return;
    }
    try {
      const res = await change({ variables: { input: { currentPassword: current, newPassword: next, stepUpToken: token } } });
      const result = res.data?.changePassword;
      switch (result?.outcome) {
        case 'CHANGED':
          setCurrent('');
          setNext('');
          setConfirm('');
          setMessage({ kind: 'status', text: t('profile.password.changed') });
          void refetch().catch(() => undefined);
          return;
        case 'WRONG_CURRENT_PASSWORD':
          setErrors({ current: t('profile.password.wrongCurrent') });
          currentRef.current?.focus();
          return;
        case 'WEAK_PASSWORD':
          setErrors({ next: t('profile.password.rulesNotMet') });
          nextRef.current?.focus();
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
  };

  const field = (id: 'current' | 'next' | 'confirm', label: string, value: string, set: (v: string) => void, ref: RefObject<HTMLInputElement | null>, autoComplete: string, describedBy?: string) => (
    <div className={own.field}>
      <label htmlFor={`password-${id}`}>{label}</label>
      <input
        ref={ref}
        id={`password-${id}`}
        type="password"
        autoComplete={autoComplete}
        value={value}
        maxLength={200}
        onChange={(e) => {
          set(e.target.value);
          if (errors[id]) setErrors((had) => ({ ...had, [id]: undefined }));
        }}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={[describedBy, errors[id] && `password-${id}-error`].filter(Boolean).join(' ') || undefined}
      />
      {errors[id] && (
        <p id={`password-${id}-error`} className={own.fieldError}>
          {errors[id]}
        </p>
      )}
    </div>
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('profile.password.title')}</h1>
        <p className={styles.subtitle}>{t('profile.password.intro')}</p>
      </header>
      {loading && !data && <LoadingState label={t('profile.password.loading')} />}
      {error && !data && <ErrorState message={t('profile.password.loadError')} onRetry={() => void refetch().catch(() => undefined)} />}
      {data && (
        <section className={styles.card} aria-labelledby="password-heading">
          <h2 id="password-heading" className={styles.cardTitle}>
            {t('profile.password.title')}
          </h2>
          <p className={styles.hint}>{lastChanged ? t('profile.password.lastChanged', { date: lastChanged }) : t('profile.password.neverChanged')}</p>
          {!grant ? (
            <>
              <p>{t('profile.password.needStepUp')}</p>
              <div className={styles.actions}>
                <RouteLink to="profile-security-step-up" search={{ next: 'update-password' }} className={own.buttonLink}>
                  {t('profile.password.verify')}
                </RouteLink>
              </div>
            </>
          ) : (
            <form className={own.form} onSubmit={(e) => void submit(e)} noValidate>
              {field('current', t('profile.password.current'), current, setCurrent, currentRef, 'current-password')}
              {field('next', t('profile.password.new'), next, setNext, nextRef, 'new-password', 'password-rules')}
              <div id="password-rules">
                <p className={styles.hint}>{t('profile.password.rulesTitle')}</p>
                <ul className={own.rules}>
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
              {field('confirm', t('profile.password.confirm'), confirm, setConfirm, confirmRef, 'new-password')}
              <div className={styles.actions}>
                <Button type="submit" disabled={changing.loading}>
                  {changing.loading ? t('profile.password.submitting') : t('profile.password.submit')}
                </Button>
              </div>
            </form>
          )}
          <p role="status" className={message?.kind === 'error' ? styles.error : styles.status}>
            {message?.text}
          </p>
        </section>
      )}
    </div>
  );
}
