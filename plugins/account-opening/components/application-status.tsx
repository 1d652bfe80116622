// A submitted application: where it is, what the bank said, the account it opened, and what the adviser may do now:
// resend it to the client, cancel it, or upload the identity documents the bank asked for (the Request Centre's
// upload rules: PDF, JPEG or PNG, up to 5 files of 10 MB).
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { formatDateTime } from '@kit/format-date-time';
import { Card, DefinitionList, Pill, layout } from '@kit/layout';
import { refusalMessage } from '@kit/refusal';
import { RouteLink } from '@kit/route-link';
import { ACCEPTED_FILES, MAX_FILES, toFileInput, tooLarge, UPLOAD_TYPES, extensionOf } from '@kit/upload-files';
import { UPLOAD_DOCUMENTS } from '../api/applications';
import type { Application } from '../lib/application-values';
import { STATUS_LABEL, STATUS_TONE } from '../lib/labels';
import { ApplicationActions } from './application-actions';
import { ApplicationSummary } from './application-summary';
import { AccountLink } from './account-link';

function filesProblem(files: readonly File[]): string | null {
  if (files.length === 0) return t('openAccount.documents.none');
  if (files.length > MAX_FILES) return t('requests.files.tooMany');
  if (files.some((f) => !UPLOAD_TYPES[extensionOf(f.name)])) return t('requests.files.type');
  if (tooLarge(files).length > 0) return t('requests.files.tooLarge');
  if (files.some((f) => f.size === 0)) return t('requests.files.empty');
  return null;
}

function Documents({ application }: { application: Application }) {
  const [upload, uploading] = useMutation(UPLOAD_DOCUMENTS);
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const asked = application.status === 'AWAITING_DOCUMENTS' && application.canAct;
  const send = async () => {
    const files = [...(input.current?.files ?? [])];
    const problem = filesProblem(files);
    if (problem) return setMessage({ error: true, text: problem });
    try {
      await upload({ variables: { id: application.id, files: await Promise.all(files.map(toFileInput)) } });
      if (input.current) input.current.value = '';
      setMessage({ error: false, text: t('openAccount.documents.uploaded') });
    } catch (e) {
      setMessage({ error: true, text: refusalMessage(e) ?? t('requests.error.attachments') });
    }
  };
  return (
    <Card headingId={`documents-${application.id}`} title={t('openAccount.documents.title')}>
      {application.documents.length === 0 ? (
        <p className={layout.empty}>{t('openAccount.documents.empty')}</p>
      ) : (
        <ul aria-label={t('openAccount.documents.title')}>
          {application.documents.map((d) => (
            <li key={d.id}>
              {t('openAccount.documents.item', { name: d.name, by: d.uploadedBy, at: formatDateTime(d.uploadedAt) ?? '' })}
            </li>
          ))}
        </ul>
      )}
      {asked && (
        <div className={layout.field}>
          <label className={layout.label} htmlFor={`files-${application.id}`}>
            {t('openAccount.documents.choose')}
          </label>
          <input id={`files-${application.id}`} ref={input} type="file" multiple accept={ACCEPTED_FILES} aria-describedby={`files-hint-${application.id}`} />
          <span id={`files-hint-${application.id}`} className={layout.hint}>
            {t('requests.files.hint')}
          </span>
          <div className={layout.actions}>
            <Button onClick={() => void send()} disabled={uploading.loading}>
              {uploading.loading ? t('openAccount.documents.uploading') : t('openAccount.documents.upload')}
            </Button>
          </div>
        </div>
      )}
      {message && (
        <p className={`${layout.notice} ${message.error ? layout.noticeError : layout.noticeSuccess}`} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </Card>
  );
}

export function ApplicationStatus({ application: a }: { application: Application }) {
  const next: Partial<Record<Application['status'], string>> = {
    AWAITING_CLIENT_SIGNATURE: t('openAccount.next.signature'),
    SUBMITTED: t('openAccount.next.submitted'),
    AWAITING_DOCUMENTS: t('openAccount.next.documents'),
    OPENED: t('openAccount.next.opened'),
    DECLINED: t('openAccount.next.declined'),
    EXPIRED: t('openAccount.next.expired'),
    CANCELLED: t('openAccount.next.cancelled'),
  };
  return (
    <>
      <Card headingId={`status-${a.id}`} title={t('openAccount.application.statusTitle')}>
        <p>
          <Pill tone={STATUS_TONE[a.status]}>{t(STATUS_LABEL[a.status])}</Pill>
        </p>
        <p>{next[a.status]}</p>
        <DefinitionList
          items={[
            [t('openAccount.application.accountNumber'), a.accountNumber ? <AccountLink product={a.product} accountNumber={a.accountNumber} /> : null],
            [t('openAccount.application.note'), a.decisionNote],
            [t('openAccount.application.submitted'), formatDateTime(a.submittedAt)],
            [t('openAccount.application.sent'), a.sentAt ? t('openAccount.application.sentTimes', { at: formatDateTime(a.sentAt) ?? '', count: a.sends }) : null],
            [t('openAccount.application.signed'), formatDateTime(a.signedAt)],
            [t('openAccount.application.expires'), formatDateTime(a.expiresAt)],
          ]}
        />
        <ApplicationActions application={a} />
      </Card>
      {(a.status === 'AWAITING_DOCUMENTS' || a.documents.length > 0) && <Documents application={a} />}
      <ApplicationSummary application={a} />
      <p>
        <RouteLink to="open-account.pending">{t('openAccount.application.backToList')}</RouteLink>
      </p>
    </>
  );
}
