// Saves a case's file (a document, or the form to sign): its base64 as a Blob, offered as a download; a failure
// is the 002 §8 toast.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { t } from '@kit/copy';
import { downloadBlob } from '@kit/export/download-blob';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_CASE_DOCUMENT_FILE } from '../../api/case-files';
import { toBlob } from '../../lib/case-files';

type CaseFile = Parameters<typeof toBlob>[0] & { fileName: string };

/** Fetches a file and saves it; `busy` is the key of the file under way. */
export function useSaveFile() {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const save = useCallback(
    async (key: string, fetchFile: () => Promise<CaseFile | null | undefined>) => {
      setBusy(key);
      try {
        const file = await fetchFile();
        if (!file) throw new Error('no file');
        downloadBlob(toBlob(file), file.fileName);
      } catch {
        toast({ message: t('requests.error.download'), tone: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [toast],
  );
  return { save, busy };
}

export function useDownload(intentId: string) {
  const client = useApolloClient();
  const { save, busy } = useSaveFile();
  const download = useCallback(
    (documentId: string) =>
      save(documentId, async () => (await client.query({ query: GET_CASE_DOCUMENT_FILE, variables: { intentId, documentId }, fetchPolicy: 'no-cache' })).data?.caseDocumentFile),
    [client, intentId, save],
  );
  return { download, busy };
}
