// Saves a case document: caseDocumentFile's base64 as a Blob, offered as a download; a failure is the
// 002 §8 toast.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { t } from '@kit/copy';
import { downloadBlob } from '@kit/export/download-blob';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_CASE_DOCUMENT_FILE } from '../../api/case-files';
import { toBlob } from '../../lib/case-files';

export function useDownload(intentId: string) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (documentId: string) => {
      setBusy(documentId);
      try {
        const res = await client.query({ query: GET_CASE_DOCUMENT_FILE, variables: { intentId, documentId }, fetchPolicy: 'no-cache' });
        const file = res.data?.caseDocumentFile;
        if (!file) throw new Error('no file');
        downloadBlob(toBlob(file), file.fileName);
      } catch {
        toast({ message: t('requests.error.download'), tone: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [client, intentId, toast],
  );
  return { download, busy };
}
