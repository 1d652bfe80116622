// Runs an export of the current result set with visible progress, and downloads the file when done.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadBlob } from './download-blob';
import { runExport, type ExportFormat, type ExportSource } from './run-export';

export type ExportStatus =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; percent: number; rows: number }
  | { kind: 'done'; file: string }
  | { kind: 'failed' };

export function useExport<Row>(source: () => ExportSource<Row>, filename: (format: ExportFormat) => string) {
  const [status, setStatus] = useState<ExportStatus>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStatus({ kind: 'running', format, percent: 0, rows: 0 });
      try {
        const blob = await runExport(source(), {
          format,
          signal: abort.signal,
          onProgress: (percent, rows) => setStatus({ kind: 'running', format, percent, rows }),
        });
        const file = filename(format);
        downloadBlob(blob, file);
        setStatus({ kind: 'done', file });
      } catch {
        setStatus(abort.signal.aborted ? { kind: 'idle' } : { kind: 'failed' });
      }
    },
    [source, filename],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { status, start, cancel };
}
