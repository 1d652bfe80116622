// Downloads one document: its PDF comes through GraphQL (the session's own auth, no token in a URL) and is
// saved from a Blob; a failure is a toast, and the button says so while it works.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { downloadBlob } from '@kit/export/download-blob';
import { formatDay } from '@kit/format-values';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_ACCOUNT_DOCUMENT_FILE, type AccountDocumentRow } from '../api/documents';
import { base64Blob } from '../lib/base64-blob';

/**
 * The button's accessible name: the document's title and its period, so a screen reader's list of buttons tells
 * 24 monthly statements apart (their titles are the same).
 */
export const downloadName = (document: AccountDocumentRow) =>
  t('accountReports.documents.downloadNamed', { name: document.title, period: t('accountReports.period', { from: formatDay(document.periodFrom), to: formatDay(document.periodTo) }) });

export function DownloadButton({ accountId, document }: { accountId: string; document: AccountDocumentRow }) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await client.query({ query: GET_ACCOUNT_DOCUMENT_FILE, variables: { accountId, documentId: document.id }, fetchPolicy: 'no-cache' });
      const file = res.data?.accountDocumentFile;
      if (!file) throw new Error('no file');
      downloadBlob(base64Blob(file.base64, file.contentType), document.fileName);
    } catch {
      toast({ message: t('accountReports.documents.downloadError'), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-label={downloadName(document)}>
      {busy ? t('accountReports.documents.downloading') : t('accountReports.documents.download')}
    </Button>
  );
}
