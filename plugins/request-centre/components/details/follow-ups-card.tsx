// The back office's follow-ups (002 §3): what they asked, why, how to return it, and the answer; the
// pending ones are answered in the form below them.
import { t } from '@kit/copy';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import { formatDay } from '@kit/format-values';
import { followUpStatusLabel } from '../../lib/labels';
import { sydneyTime } from '../../lib/sydney-time';
import { Card, layout } from '@kit/layout';
import styles from './details.module.css';
import { FollowUpForm } from './follow-up-form';
import { Definitions, type Definition } from '../definitions';

type FollowUp = CaseDetailsFieldsFragment['followUps'][number];

const isPending = (f: FollowUp) => f.status.toLowerCase() === 'pending';

function FollowUpItem({ followUp, onDownload }: { followUp: FollowUp; onDownload(documentId: string): void }) {
  const rows: Definition[] = [
    ['requests.followUp.what', followUp.requestWhat],
    ['requests.followUp.why', followUp.requestWhy],
    ['requests.followUp.returnMethod', followUp.requestReturnMethod],
    ['requests.followUp.expected', followUp.responseExpectedDate ? formatDay(followUp.responseExpectedDate) : null],
    ['requests.followUp.answer', followUp.responseContent],
    ['requests.followUp.respondedBy', followUp.respondedBy],
    ['requests.followUp.responded', followUp.respondedDateTime ? sydneyTime(followUp.respondedDateTime) : null],
  ];
  return (
    <li className={styles.followUp}>
      <div className={`${layout.spread} ${styles.authoriserHead}`}>
        <span className={styles.strong}>{followUp.requestReason ?? followUp.requestType ?? t('requests.followUp.title')}</span>
        <span className={`${layout.pill} ${isPending(followUp) ? layout.pillWARNING : layout.pillDEFAULT}`}>{followUpStatusLabel(followUp.status)}</span>
      </div>
      {(followUp.requestedBy || followUp.requestedDateTime) && (
        <span className={`${layout.muted} ${layout.small}`}>
          {t('requests.followUp.requested', { by: followUp.requestedBy ?? '', when: sydneyTime(followUp.requestedDateTime) })}
        </span>
      )}
      <Definitions items={rows} />
      {followUp.documents.length > 0 && (
        <ul className={styles.inlineDocs} aria-label={t('requests.followUp.documents')}>
          {followUp.documents.map((d) => (
            <li key={d.documentId}>
              <button type="button" className={layout.linkButton} onClick={() => onDownload(d.documentId)} aria-label={t('requests.documents.downloadNamed', { name: d.documentName })}>
                {d.documentName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export interface FollowUpsCardProps {
  intentId: string;
  followUps: readonly FollowUp[];
  onDownload(documentId: string): void;
  onSubmitted(): void;
}

export function FollowUpsCard({ intentId, followUps, onDownload, onSubmitted }: FollowUpsCardProps) {
  if (followUps.length === 0) return null;
  const pending = followUps.filter(isPending);
  return (
    <Card headingId="case-follow-ups" title={t('requests.details.followUps')}>
      {pending.length > 0 && <p className={`${layout.notice}`}>{t('requests.followUp.pendingIntro', { n: pending.length })}</p>}
      <ul className={layout.list}>
        {followUps.map((f) => (
          <FollowUpItem key={f.id} followUp={f} onDownload={onDownload} />
        ))}
      </ul>
      {pending.length > 0 && (
        <FollowUpForm key={pending.map((p) => p.id).join(',')} intentId={intentId} followUps={pending} onSubmitted={onSubmitted} />
      )}
    </Card>
  );
}
