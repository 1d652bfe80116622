// One case (002 §2 case details): what it is and where it stands, its accounts, request details,
// authorisers, follow-ups, documents, the document to sign and the history, with Cancel when allowed.
import { useQuery } from '@apollo/client/react';
import { ChatButton } from '@kit/chat-entry';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { hasGatewayCode } from '@kit/refusal';
import { RouteLink } from '@kit/route-link';
import { GET_CASE_DETAILS } from '../../api/get-case-details';
import { layout } from '@kit/layout';
import shared from '../request-centre.module.css';
import { StatusPill } from '../status-pill';
import { AccountsCard } from './accounts-card';
import { AuthorisersCard } from './authorisers-card';
import { CancelCase } from './cancel-case';
import styles from './details.module.css';
import { DocumentsCard } from './documents-card';
import { FollowUpsCard } from './follow-ups-card';
import { HistoryCard } from './history-card';
import { OverviewCard } from './overview-card';
import { PayloadCard } from './payload-card';
import { SignDocumentCard } from './sign-document-card';
import { useDownload } from './use-download';

/** Finished cases (002 §2 display statuses) take no more documents or answers. */
const FINISHED = new Set(['COMPLETED', 'CANCELLED', 'RECLASSIFIED']);

const notFound = (error: unknown) => hasGatewayCode(error, 'NOT_FOUND');

export function CaseDetails({ intentId }: { intentId: string }) {
  const { data, loading, error, refetch } = useQuery(GET_CASE_DETAILS, { variables: { intentId }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const { download } = useDownload(intentId);
  const reload = () => void refetch().catch(() => undefined);
  const details = data?.caseDetails;

  if (!details) {
    if (loading) return <LoadingState label={t('requests.details.loading')} />;
    if (error && notFound(error)) return <ErrorState message={t('requests.details.notFound')} />;
    return <ErrorState message={t('requests.error.unavailable')} onRetry={reload} />;
  }

  const c = details.case;
  const awaitingDocument = c.status.code === 'PENDING_DOC_UPLOAD' || details.authorisers.some((a) => a.status === 'PENDING_DOC_UPLOAD');
  return (
    <div className={`${layout.page} ${shared.page}`}>
      <header className={`${layout.card} ${layout.spread} ${styles.hero}`}>
        <div>
          <p className={layout.eyebrow}>
            <RouteLink to="request-centre.requests">{t('requests.details.back')}</RouteLink>
          </p>
          <h1 className={layout.title}>{c.requestName}</h1>
          <div className={styles.heroMeta}>
            <StatusPill status={c.status} />
            <span className={`${layout.muted} ${layout.small}`}>{c.caseId ? t('requests.caseRef', { id: c.caseId }) : t('requests.intentRef', { id: c.intentId })}</span>
          </div>
        </div>
        <div className={styles.heroActions}>
          <ChatButton context="request_centre" referenceId={c.caseId ?? c.intentId} label={t('requests.details.chat')} />
          {details.cancellable && <CancelCase intentId={c.intentId} requestName={c.requestName} onCancelled={reload} />}
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          {awaitingDocument && <SignDocumentCard intentId={c.intentId} onSubmitted={reload} />}
          <FollowUpsCard intentId={c.intentId} followUps={details.followUps} onDownload={(id) => void download(id)} onSubmitted={reload} />
          <OverviewCard details={details} />
          <PayloadCard blocks={details.payload} />
          <HistoryCard history={details.history} />
        </div>
        <div className={styles.column}>
          <AccountsCard accounts={c.accounts} />
          <AuthorisersCard intentId={c.intentId} authorisers={details.authorisers} />
          <DocumentsCard intentId={c.intentId} documents={details.documents} malwareFileNames={details.malwareFileNames} canAttach={!FINISHED.has(c.status.display)} onChanged={reload} />
        </div>
      </div>
    </div>
  );
}
