// A case waiting for a signed document (PENDING_DOC_UPLOAD): the printable form to sign (caseSignDocument)
// and the upload of the signed copy (submitSignedDocument), after which alerts are reloaded (002 §4).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { downloadBlob } from '@kit/export/download-blob';
import { announceTaskSubmitted } from '@kit/task-events';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_CASE_SIGN_DOCUMENT } from '../../api/case-files';
import { SUBMIT_SIGNED_DOCUMENT } from '../../api/case-mutations';
import { fileProblem, toBlob, toFileInput } from '../../lib/case-files';
import { FilePicker } from '../file-picker';
import shared from '../request-centre.module.css';
import styles from './details.module.css';

export function SignDocumentCard({ intentId, onSubmitted }: { intentId: string; onSubmitted(): void }) {
  const client = useApolloClient();
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitSigned, { loading }] = useMutation(SUBMIT_SIGNED_DOCUMENT);

  async function print() {
    setPrinting(true);
    try {
      const res = await client.query({ query: GET_CASE_SIGN_DOCUMENT, variables: { intentId }, fetchPolicy: 'no-cache' });
      const file = res.data?.caseSignDocument;
      if (!file) throw new Error('no document');
      downloadBlob(toBlob(file), file.fileName);
    } catch {
      toast({ message: t('requests.error.download'), tone: 'error' });
    } finally {
      setPrinting(false);
    }
  }

  async function submit() {
    const wrong = files.length === 0 ? 'requests.sign.choose' : fileProblem(files);
    setProblem(wrong && t(wrong));
    if (wrong) return;
    try {
      await submitSigned({ variables: { intentId, file: await toFileInput(files[0]) } });
    } catch {
      setProblem(t('requests.sign.error'));
      return;
    }
    setFiles([]);
    announceTaskSubmitted();
    toast({ message: t('requests.sign.submitted'), tone: 'success' });
    onSubmitted();
  }

  return (
    <section className={`${shared.card} ${styles.highlight}`} aria-labelledby="case-sign">
      <h2 id="case-sign" className={shared.cardTitle}>
        {t('requests.sign.title')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('requests.sign.step1')}</li>
        <li>{t('requests.sign.step2')}</li>
        <li>{t('requests.sign.step3')}</li>
      </ol>
      <div>
        <Button variant="secondary" onClick={() => void print()} disabled={printing}>
          {printing ? t('requests.documents.downloading') : t('requests.sign.print')}
        </Button>
      </div>
      <FilePicker label={t('requests.sign.upload')} files={files} onChange={setFiles} multiple={false} error={problem} disabled={loading} />
      <div>
        <Button onClick={() => void submit()} disabled={loading}>
          {loading ? t('requests.sign.submitting') : t('requests.sign.submit')}
        </Button>
      </div>
    </section>
  );
}
