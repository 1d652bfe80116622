// The group page dashboard/account-group/{accountGroupCode} (000 §2): the processed group with its
// accounts and balances; edit and close through the Grouping form when the user has full access (000 §6).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { formatDateTime } from '@kit/format-date-time';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { useRecordRecent } from '@kit/recents/use-record-recent';
import { GET_ACCOUNT_GROUP, type AccountGroupData } from '../api/get-account-group';
import { ActionModal, type GroupAction } from '../components/action-modal';
import { GroupForm } from '../components/group-form';
import { GroupAccountsTable } from '../components/group-accounts-table';
import { layout } from '@kit/layout';
import styles from '../components/group.module.css';
import { StatusPill } from '../components/status-pill';
import { formatAmount } from '@kit/format-values';
import { codeOf } from '../lib/graphql-error';
import { KIND_LABEL } from '../lib/group-kinds';

export default function AccountGroupPage({ params }: PageProps<'account-group'>) {
  const code = params.accountGroupCode;
  const { data, error, loading, refetch } = useQuery(GET_ACCOUNT_GROUP, { variables: { code }, errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  const [asked, setAsked] = useState<GroupAction | null>(null);
  const [form, setForm] = useState<null | { close: boolean }>(null);
  const [closed, setClosed] = useState<AccountGroupData | null>(null);
  useRecordRecent('wrapGroup', data?.accountGroup ? code : null);

  const group = closed ?? data?.accountGroup ?? null;
  if (!group) {
    if (loading) return <LoadingState />;
    const code = codeOf(error);
    const notFound = code === 'NOT_FOUND';
    // The grouping service down or slow: the catalogue's 'unavailable'; any other failure: the retrieval error.
    const unavailable = code === 'UPSTREAM_UNAVAILABLE' || code === 'UPSTREAM_TIMEOUT';
    const message = notFound ? 'groups.page.notFound' : unavailable ? 'groups.error.unavailable' : 'groups.error.group';
    return <ErrorState message={t(message)} onRetry={notFound ? undefined : () => void refetch().catch(() => undefined)} />;
  }

  const isClosed = group.status === 'CLOSED';
  const accessFailed = group.isEditable === null;
  return (
    <div className={layout.page}>
      <section className={layout.hero} aria-labelledby="group-title">
        <div className={layout.spread}>
          <div>
            <p className={layout.eyebrow}>{t('groups.page.eyebrow')}</p>
            <h1 id="group-title" className={layout.title}>
              {group.accountGroupName}
            </h1>
            <div className={styles.pills}>
              <StatusPill status={group.status} />
              {group.kinds.map((kind) => (
                <span key={kind} className={styles.pill}>
                  {t(KIND_LABEL[kind])}
                </span>
              ))}
            </div>
          </div>
          {!isClosed && !form && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setAsked('close')} disabled={accessFailed}>
                {t('groups.close')}
              </Button>
              <Button onClick={() => setAsked('edit')} disabled={accessFailed}>
                {t('groups.edit')}
              </Button>
            </div>
          )}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('groups.page.portfolioValue')}</dt>
            <dd className={styles.value}>{formatAmount(group.portfolioValue) || t('groups.table.unavailable')}</dd>
          </div>
          <div>
            <dt>{t('groups.page.code')}</dt>
            <dd>{group.accountGroupCode}</dd>
          </div>
          <div>
            <dt>{t('groups.page.businessVenture')}</dt>
            <dd>{group.businessVentureId}</dd>
          </div>
          <div>
            <dt>{t('groups.page.dealerCode')}</dt>
            <dd>{group.dealerCode}</dd>
          </div>
          <div>
            <dt>{t('groups.page.createdBy')}</dt>
            <dd>{group.createdByName ?? group.createdBy ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('groups.page.createdDate')}</dt>
            <dd>{formatDateTime(group.createdDate) ?? '—'}</dd>
          </div>
        </dl>
      </section>

      {isClosed && <p className={`${layout.notice} ${layout.noticeInfo}`}>{t('groups.page.closedNotice')}</p>}
      {accessFailed && !isClosed && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {t('groups.error.access')}
        </p>
      )}
      {data?.accountGroup && error && group.portfolioValue === null && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {t('groups.error.balance')}
        </p>
      )}

      {form && !isClosed ? (
        <section className={styles.card} aria-label={t('groups.edit.title', { name: group.accountGroupName })}>
          <h2 className={styles.sectionTitle}>{t('groups.edit.title', { name: group.accountGroupName })}</h2>
          <GroupForm
            group={group}
            startWithClose={form.close}
            onCancel={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              void refetch().catch(() => undefined);
            }}
            onClosed={() => {
              setForm(null);
              setClosed({ ...group, status: 'CLOSED', isEditable: false });
            }}
          />
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="group-accounts">
          <h2 id="group-accounts" className={styles.sectionTitle}>
            {t('groups.page.accounts')}
          </h2>
          <GroupAccountsTable accounts={group.accounts} />
        </section>
      )}

      <ActionModal
        action={asked}
        editable={group.isEditable === true}
        onCancel={() => setAsked(null)}
        onProceed={(action) => {
          setAsked(null);
          setForm({ close: action === 'close' });
        }}
      />
    </div>
  );
}
