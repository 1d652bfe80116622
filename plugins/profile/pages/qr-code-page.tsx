// dashboard/user-profile/my-security/qr-code (000 §2 "Other", 001 §2.1; issue 16): activate Macquarie
// Authenticator. An enrolment is asked for as the page opens (unless the app is already installed) and shown
// as a QR code and as a code to type; the page polls until the app activates it, or offers a new code once
// it lapses.
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { formatDateTime } from '@kit/format-date-time';
import type { StartAuthenticatorEnrolmentMutation } from '@kit/gql/graphql';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { GET_AUTHENTICATOR, START_AUTHENTICATOR_ENROLMENT } from '../api/my-security';
import { QrImage } from '../components/qr-image';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../components/profile.module.css';
import own from '../components/my-security.module.css';

type Enrolment = StartAuthenticatorEnrolmentMutation['startAuthenticatorEnrolment'];
const POLL_MS = 2_000;
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

export default function QrCodePage(_props: PageProps<'profile-security-qr-code'>) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(GET_AUTHENTICATOR, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const [enrol, enrolling] = useMutation(START_AUTHENTICATOR_ENROLMENT);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [enrolError, setEnrolError] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef(false);
  const status = data?.authenticator.status;
  const expired = !!enrolment && Date.parse(enrolment.expiresAt) <= now;

  const start = useCallback(async () => {
    setEnrolError(false);
    try {
      const res = await enrol();
      setEnrolment(res.data?.startAuthenticatorEnrolment ?? null);
      setNow(Date.now());
    } catch {
      setEnrolError(true);
    }
  }, [enrol]);

  // One enrolment as the page opens, unless the app is already installed.
  useEffect(() => {
    if (!status || status === 'INSTALLED' || asked.current) return;
    asked.current = true;
    void start();
  }, [status, start]);

  const waiting = !!enrolment && !expired && status !== 'INSTALLED';
  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      stopPolling();
      clearInterval(tick);
    };
  }, [waiting, startPolling, stopPolling]);

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock level={1} title={t('profile.qr.title')} intro={t('profile.qr.intro')} />
      <QueryStates data={data?.authenticator} loading={loading} error={error} loadingLabel={t('profile.qr.loading')} errorMessage={t('profile.qr.error')} refetch={refetch}>
        {(a) => (
          <section className={layout.panel} aria-labelledby="qr-heading">
            <HeadingBlock id="qr-heading" title={t('shell.authenticator.title')} />
            {a.status === 'INSTALLED' ? (
              <>
                <p role="status" className={styles.status}>
                  {t('profile.qr.installed', { device: a.deviceName ?? '' })}
                </p>
                {a.activatedAt && <p className={styles.hint}>{t('profile.qr.installedSince', { date: formatDateTime(a.activatedAt) ?? '' })}</p>}
                <RouteLink to="profile-security">{t('profile.qr.backToSecurity')}</RouteLink>
              </>
            ) : (
              <>
                {enrolling.loading && !enrolment && <LoadingState label={t('profile.qr.loading')} />}
                {enrolError && <ErrorState message={t('profile.qr.enrolError')} onRetry={() => void start()} />}
                {enrolment && !expired && (
                  <div className={own.qrLayout}>
                    <QrImage value={enrolment.activationUrl} alt={t('profile.qr.imageAlt')} />
                    <ol className={own.steps}>
                      <li>{t('profile.qr.step1')}</li>
                      <li>{t('profile.qr.step2')}</li>
                      <li>
                        {t('profile.qr.step3')}
                        <br />
                        <strong className={own.enrolmentCode} data-testid="enrolment-code">
                          {grouped(enrolment.code)}
                        </strong>
                      </li>
                    </ol>
                  </div>
                )}
                {enrolment && !expired && <p className={styles.hint}>{t('profile.qr.expires', { time: formatDateTime(enrolment.expiresAt) ?? '' })}</p>}
                <p role="status" className={styles.status}>
                  {waiting ? t('profile.qr.waiting') : expired ? t('profile.qr.expired') : null}
                </p>
                {expired && (
                  <div className={layout.actions}>
                    <Button onClick={() => void start()} disabled={enrolling.loading}>
                      {t('profile.qr.newCode')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </section>
        )}
      </QueryStates>
    </div>
  );
}
