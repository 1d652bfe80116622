// dashboard/open-account/pending-applications (001 §2.2 "Pending applications"): the applications of the advisers
// the user acts for, by status: drafts, awaiting the client's signature, submitted, awaiting documents, opened,
// declined, expired and cancelled; resume, resend and cancel where the state allows.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { t } from '@kit/copy';
import { formatDateTime } from '@kit/format-date-time';
import { SelectField } from '@kit/form/select-field';
import type { ApplicationStatus } from '@kit/gql/graphql';
import { HeadingBlock, Pill, QueryStates, layout } from '@kit/layout';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { GET_APPLICATIONS } from '../api/applications';
import { AccountLink } from '../components/account-link';
import { ApplicationActions } from '../components/application-actions';
import { PRODUCT_TITLE, STATUS_LABEL, STATUS_TONE } from '../lib/labels';
import styles from '../components/account-opening.module.css';

const STATUSES = Object.keys(STATUS_LABEL) as ApplicationStatus[];

export default function PendingPage(_props: PageProps<'open-account.pending'>) {
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const { data, loading, error, refetch } = useQuery(GET_APPLICATIONS, { variables: { statuses: status ? [status] : null }, fetchPolicy: 'cache-and-network' });
  return (
    <div className={layout.page}>
      <HeadingBlock level={1} title={t('openAccount.pending.title')} intro={t('openAccount.pending.intro')} />
      <p>
        <RouteLink to="open-account.tiles">{t('openAccount.pending.openLink')}</RouteLink>
      </p>
      <SelectField label={t('openAccount.pending.filter')} value={status} onChange={setStatus} any={t('openAccount.pending.all')} options={STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) }))} />
      <QueryStates data={data?.accountApplications} loading={loading} error={error} errorMessage={t('openAccount.error.unavailable')} refetch={refetch}>
        {(list) =>
          list.length === 0 ? (
            <p className={layout.empty}>{t('openAccount.pending.empty')}</p>
          ) : (
            <table className={styles.table} aria-label={t('openAccount.pending.tableLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('openAccount.pending.col.application')}</th>
                  <th scope="col">{t('openAccount.pending.col.client')}</th>
                  <th scope="col">{t('openAccount.pending.col.product')}</th>
                  <th scope="col">{t('openAccount.pending.col.status')}</th>
                  <th scope="col">{t('openAccount.pending.col.updated')}</th>
                  <th scope="col">{t('openAccount.pending.col.account')}</th>
                  <th scope="col">{t('openAccount.pending.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <RouteLink to="open-account.application" params={{ applicationId: a.id }}>
                        {a.id}
                      </RouteLink>
                    </td>
                    <td>{a.clientName ?? t('openAccount.pending.noClient')}</td>
                    <td>{t(PRODUCT_TITLE[a.product])}</td>
                    <td>
                      <Pill tone={STATUS_TONE[a.status]}>{t(STATUS_LABEL[a.status])}</Pill>
                    </td>
                    <td>{formatDateTime(a.updatedAt)}</td>
                    <td>{a.accountNumber ? <AccountLink product={a.product} accountNumber={a.accountNumber} /> : null}</td>
                    <td>
                      <ApplicationActions application={a} showResume />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryStates>
    </div>
  );
}
