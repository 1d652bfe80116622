// The case's documents: download each (002 §8 toast on failure), files flagged with malware named and
// not offered, and more files attached (toasts 'Your attachments have been submitted.' or 'Error while
// submitting attachments').
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import { useToast } from '@kit/toast/toast-atoms';
import { fileProblem } from '../../lib/case-files';
import { sydneyTime } from '../../lib/sydney-time';
import { FilePicker } from '../file-picker';
import { Card, layout } from '@kit/layout';
import styles from './details.module.css';
import { MalwareNotice } from './malware-notice';
import { useAttach } from './use-attach';
import { useDownload } from './use-download';

/** The file's kind for its icon: its extension (PDF, TXT), or a dot for none. */
const extensionOf = (name: string) => /\.([a-z0-9]{1,4})$/i.exec(name)?.[1].toUpperCase() ?? '•';

export interface DocumentsCardProps {
  intentId: string;
  documents: CaseDetailsFieldsFragment['documents'];
  malwareFileNames: readonly string[];
  /** False for a finished case, which takes no more documents. */
  canAttach: boolean;
  onChanged(): void;
}

export function DocumentsCard({ intentId, documents, malwareFileNames, canAttach, onChanged }: DocumentsCardProps) {
  const { download, busy } = useDownload(intentId);
  const { attach, attaching } = useAttach(intentId);
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<string[]>([]);
  const malware = [...new Set([...malwareFileNames, ...found])];

  async function submit() {
    const wrong = fileProblem(files);
    setProblem(wrong && t(wrong));
    if (wrong || files.length === 0) return;
    const outcome = await attach(files);
    if (!outcome.ok) {
      toast({ message: t('requests.error.attachments'), tone: 'error' });
      return;
    }
    setFiles([]);
    setFound(outcome.malwareFileNames);
    if (outcome.documentIds.length > 0) toast({ message: t('requests.attachments.submitted'), tone: 'success' });
    onChanged();
  }

  return (
    <Card headingId="case-documents" title={t('requests.details.documents')}>
      <MalwareNotice names={malware} />
      {documents.length === 0 ? (
        <p className={layout.empty}>{t('requests.documents.none')}</p>
      ) : (
        <ul className={layout.list}>
          {documents.map((d) => (
            <li key={d.documentId} className={styles.document}>
              <span className={`${styles.docIcon} ${d.malware ? styles.docIconBad : ''}`} aria-hidden="true">
                {d.malware ? '!' : extensionOf(d.documentName)}
              </span>
              <span className={styles.docText}>
                <span className={styles.strong}>{d.documentName}</span>
                {d.uploadedAt && <span className={`${layout.muted} ${layout.small}`}>{sydneyTime(d.uploadedAt)}</span>}
              </span>
              {d.malware ? (
                <span className={`${layout.pill} ${layout.pillNEGATIVE}`}>{t('requests.documents.malware')}</span>
              ) : (
                <button
                  type="button"
                  className={layout.linkButton}
                  onClick={() => void download(d.documentId)}
                  disabled={busy === d.documentId}
                  aria-label={t('requests.documents.downloadNamed', { name: d.documentName })}
                >
                  {busy === d.documentId ? t('requests.documents.downloading') : t('requests.documents.download')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canAttach && (
        <div className={styles.attach}>
          <FilePicker label={t('requests.documents.attachLabel')} files={files} onChange={setFiles} error={problem} disabled={attaching} />
          <div>
            <Button onClick={() => void submit()} disabled={attaching || files.length === 0}>
              {attaching ? t('requests.documents.attaching') : t('requests.documents.attach')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
