// Attaches files to a case (attachCaseDocuments): the new documents' ids, and the names of any the back
// office flagged with malware (002 §8, CMSE067); `ok` false when the upload itself failed.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ATTACH_CASE_DOCUMENTS } from '../../api/case-mutations';
import { toFileInput, uploadBatches } from '../../lib/case-files';

export type AttachOutcome = { ok: true; documentIds: string[]; malwareFileNames: string[] } | { ok: false };

export function useAttach(intentId: string) {
  const [attach, { loading }] = useMutation(ATTACH_CASE_DOCUMENTS);
  const run = useCallback(
    async (files: readonly File[]): Promise<AttachOutcome> => {
      if (files.length === 0) return { ok: true, documentIds: [], malwareFileNames: [] };
      try {
        const documentIds: string[] = [];
        const malwareFileNames: string[] = [];
        // One request per batch: the gateway takes 10 MB of file a request.
        for (const batch of uploadBatches(files)) {
          const inputs = await Promise.all(batch.map(toFileInput));
          const res = await attach({ variables: { intentId, files: inputs } });
          const result = res.data?.attachCaseDocuments;
          if (!result) return { ok: false };
          const malware = new Set(result.malwareFileNames);
          documentIds.push(...result.documents.filter((d) => !d.malware && !malware.has(d.documentName)).map((d) => d.documentId));
          malwareFileNames.push(...result.malwareFileNames);
        }
        return { ok: true, documentIds, malwareFileNames };
      } catch {
        return { ok: false };
      }
    },
    [attach, intentId],
  );
  return { attach: run, attaching: loading };
}
