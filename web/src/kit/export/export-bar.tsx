// The export buttons (CSV, QIF, or only the formats given) with a progress bar while an export runs and its outcome after.
import { Button } from '../button';
import { t, type CopyKey } from '../copy';
import styles from './export-bar.module.css';
import type { ExportFormat } from './run-export';
import type { ExportStatus } from './use-export';

export interface ExportBarProps {
  status: ExportStatus;
  onExport(format: ExportFormat): void;
  onCancel(): void;
  disabled?: boolean;
  /** The formats offered, in order (both by default; CSV only where QIF's bank transactions do not fit). */
  formats?: readonly ExportFormat[];
}

const FORMAT_LABEL: Record<ExportFormat, CopyKey> = { csv: 'export.csv', qif: 'export.qif' };

export function ExportBar({ status, onExport, onCancel, disabled, formats = ['csv', 'qif'] }: ExportBarProps) {
  const running = status.kind === 'running';
  return (
    <div className={styles.bar}>
      {formats.map((format) => (
        <Button key={format} variant="secondary" disabled={disabled || running} onClick={() => onExport(format)}>
          {t(FORMAT_LABEL[format])}
        </Button>
      ))}
      {running && (
        <div className={styles.progress}>
          <progress
            className={styles.meter}
            max={100}
            value={status.percent}
            aria-label={t('export.progress', { percent: status.percent })}
          />
          <span role="status">{t('export.progress', { percent: status.percent })}</span>
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {t('export.cancel')}
          </button>
        </div>
      )}
      {status.kind === 'done' && (
        <span role="status" className={styles.note}>
          {t('export.done', { file: status.file })}
        </span>
      )}
      {status.kind === 'failed' && (
        <span role="alert" className={styles.error}>
          {t('export.failed')}
        </span>
      )}
    </div>
  );
}
