// The case's authorisers and their statuses; an authoriser still to approve can be sent the notification
// again. The gateway maps the outcome (002 §4 Modify case) and its message (002 §8), shown as given.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import { useToast } from '@kit/toast/toast-atoms';
import { RESEND_AUTHORISATION } from '../../api/case-mutations';
import { authoriserStatusLabel } from '../../lib/labels';
import { sydneyTime } from '../../lib/sydney-time';
import { Card, layout } from '@kit/layout';
import styles from './details.module.css';

type Authoriser = CaseDetailsFieldsFragment['authorisers'][number];

const TONE: Record<string, string> = { APPROVED: layout.pillPOSITIVE, DECLINED: layout.pillNEGATIVE, CANCELLED: layout.pillNEGATIVE, PENDING_APPROVAL: layout.pillWARNING, PENDING_DOC_UPLOAD: layout.pillWARNING };

function AuthoriserRow({ intentId, authoriser }: { intentId: string; authoriser: Authoriser }) {
  const [resend, { loading }] = useMutation(RESEND_AUTHORISATION);
  const [message, setMessage] = useState<string | null>(null);
  const toast = useToast();
  const canResend = authoriser.status === 'PENDING_APPROVAL' && authoriser.activityId;

  async function send() {
    if (!authoriser.activityId) return;
    setMessage(null);
    try {
      const res = await resend({ variables: { intentId, activityId: authoriser.activityId } });
      const result = res.data?.resendAuthorisation;
      if (result?.outcome === 'MODIFIED') toast({ message: t('requests.resend.sent', { name: authoriser.authoriserName }), tone: 'success' });
      else setMessage(result?.message ?? t('requests.resend.error'));
    } catch {
      setMessage(t('requests.resend.error'));
    }
  }

  return (
    <li className={styles.listItem}>
      <div className={`${layout.spread} ${styles.authoriserHead}`}>
        <span className={styles.strong}>{authoriser.authoriserName}</span>
        <span className={`${layout.pill} ${TONE[authoriser.status] ?? layout.pillDEFAULT}`}>{authoriserStatusLabel(authoriser.status)}</span>
      </div>
      <span className={`${layout.muted} ${layout.small}`}>{[authoriser.roleType, authoriser.authorisationLevel].filter(Boolean).join(' · ')}</span>
      {authoriser.updatedAt && <span className={`${layout.muted} ${layout.small}`}>{t('requests.authoriser.updated', { when: sydneyTime(authoriser.updatedAt) })}</span>}
      {authoriser.expireBy && authoriser.status === 'PENDING_APPROVAL' && (
        <span className={`${layout.muted} ${layout.small}`}>{t('requests.authoriser.expires', { when: sydneyTime(authoriser.expireBy) })}</span>
      )}
      {authoriser.errors.map((e) => (
        <span key={e} className={layout.error}>
          {e}
        </span>
      ))}
      {canResend && (
        <div>
          <Button variant="secondary" onClick={() => void send()} disabled={loading} aria-label={t('requests.resend.actionFor', { name: authoriser.authoriserName })}>
            {loading ? t('requests.resend.sending') : t('requests.resend.action')}
          </Button>
        </div>
      )}
      {message && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {message}
        </p>
      )}
    </li>
  );
}

export function AuthorisersCard({ intentId, authorisers }: { intentId: string; authorisers: readonly Authoriser[] }) {
  if (authorisers.length === 0) return null;
  return (
    <Card headingId="case-authorisers" title={t('requests.details.authorisers')}>
      <ul className={layout.list}>
        {authorisers.map((a, i) => (
          <AuthoriserRow key={a.activityId ?? `${a.authoriserName}-${i}`} intentId={intentId} authoriser={a} />
        ))}
      </ul>
    </Card>
  );
}
