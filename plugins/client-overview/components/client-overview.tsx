// The client overview: heading, the accounts table beside the client's total, then client details, contacts by
// sub-type, addresses and login details. LOADING / LOAD_ERROR (with retry) / LOAD_SUCCESS (002 §2). Every value from the
// gateway is rendered as text.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { formatDateTime } from '@kit/format-date-time';
import { formatDay } from '@kit/format-values';
import { LoadingState } from '@kit/loading-state';
import { GET_CLIENT_OVERVIEW } from '../api/get-client-overview';
import { isNotFound, loadState, orNotProvided } from '../lib/load-state';
import { ClientAccounts } from './client-accounts';
import { ClientTotal } from './client-total';
import { Card, layout } from '@kit/layout';
import styles from './client-overview.module.css';

export interface ClientOverviewProps {
  contactId: string;
  nameHint: string | null;
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const missing = !value || !value.trim();
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={missing ? styles.missing : styles.value}>{orNotProvided(value, t('client.notProvided'))}</dd>
    </div>
  );
}

export function ClientOverview({ contactId, nameHint }: ClientOverviewProps) {
  const { data, loading, error, refetch } = useQuery(GET_CLIENT_OVERVIEW, {
    variables: { contactId },
    errorPolicy: 'none',
    notifyOnNetworkStatusChange: true,
  });
  const client = data?.clientOverview ?? null;
  const state = loadState({ loading, error, hasData: Boolean(client) });
  const heading = useRef<HTMLHeadingElement>(null);

  // The page's heading takes focus once the client is shown, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (state === 'LOAD_SUCCESS') heading.current?.focus();
  }, [state, contactId]);

  const title = client?.fullName || nameHint || t('client.pageTitle');
  return (
    <div className={layout.page} data-state={state}>
      <header>
        <p className={layout.eyebrow}>{t('client.pageTitle')}</p>
        <h1 className={`${layout.title} ${styles.title}`} ref={heading} tabIndex={-1}>{title}</h1>
        {client?.contactType && <p className={layout.subtitle}>{client.contactType}</p>}
      </header>
      {state === 'LOADING' && <LoadingState label={t('client.loading')} />}
      {state === 'LOAD_ERROR' &&
        (isNotFound(error) ? (
          <ErrorState message={t('client.notFound')} />
        ) : (
          <ErrorState message={t('client.loadError')} onRetry={() => void refetch().catch(() => undefined)} />
        ))}
      {state === 'LOAD_SUCCESS' && client && (
        <>
          {/* The accounts and their total first, in view at 1440×900 (issue 31 §3); the client's details below. */}
          <div className={styles.top}>
            <ClientAccounts name={client.fullName} accounts={client.accounts} />
            <ClientTotal client={client} />
          </div>
          <div className={layout.cardGrid}>
            <Card headingId="client-details-heading" title={t('client.details.heading')}>
              <dl className={styles.fields}>
                <Field label={t('client.details.contactType')} value={client.contactType} />
                <Field label={t('client.details.status')} value={client.status} />
                {client.type === 'individual' ? (
                  <Field label={t('client.details.dateOfBirth')} value={client.dateOfBirth ? formatDay(client.dateOfBirth) : null} />
                ) : (
                  <>
                    <Field label={t('client.details.abn')} value={client.abn} />
                    <Field label={t('client.details.acn')} value={client.acn} />
                  </>
                )}
              </dl>
            </Card>
            <Card headingId="client-contacts-heading" title={t('client.contacts.heading')}>
              <dl className={styles.fields}>
                {client.contacts.map((c) => (
                  <Field key={c.subType} label={t(`client.contacts.${c.subType}`)} value={c.value} />
                ))}
              </dl>
            </Card>
            <Card headingId="client-addresses-heading" title={t('client.addresses.heading')}>
              <dl className={styles.fields}>
                <Field label={t('client.addresses.mailing')} value={client.mailingAddress?.formattedAddress} />
                {client.type === 'individual' ? (
                  <Field label={t('client.addresses.residential')} value={client.residentialAddress?.formattedAddress} />
                ) : (
                  <Field label={t('client.addresses.business')} value={client.businessAddress?.formattedAddress} />
                )}
              </dl>
            </Card>
            <Card headingId="client-login-heading" title={t('client.login.heading')}>
              {client.loginDetailsUnavailable || !client.loginDetails ? (
                <p className={styles.note} role="note">{t('client.login.unavailable')}</p>
              ) : (
                <dl className={styles.fields}>
                  <Field
                    label={t('client.login.mobileApp')}
                    value={t(client.loginDetails.mobileAppInstalled ? 'client.login.INSTALLED' : 'client.login.NOT_INSTALLED')}
                  />
                  <Field label={`${t('client.login.mobileApp')}: ${t('client.login.lastLogin')}`} value={formatDateTime(client.loginDetails.mobileAppLastLogin)} />
                  <Field
                    label={t('client.login.authenticator')}
                    value={client.loginDetails.authenticatorStatus ? t(`client.login.${client.loginDetails.authenticatorStatus}`) : null}
                  />
                  <Field label={`${t('client.login.authenticator')}: ${t('client.login.lastLogin')}`} value={formatDateTime(client.loginDetails.authenticatorLastLogin)} />
                </dl>
              )}
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
