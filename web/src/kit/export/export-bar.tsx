// The export buttons (CSV, QIF) with a progress bar while an export runs and its outcome after.
import { Button } from '../button';
import { t } from '../copy';
import styles from './export-bar.module.css';
import type { ExportFormat } from './run-export';
import type { ExportStatus } from './use-export';

export interface ExportBarProps {
  status: ExportStatus;
  onExport(format: ExportFormat): void;
  onCancel(): void;
  disabled?: boolean;
}

export function ExportBar({ status, onExport, onCancel, disabled }: ExportBarProps) {
  const running = status.kind === 'running';
  return (
    <div className={styles.bar}>
      <Button variant="secondary" disabled={disabled || running} onClick={() => onExport('csv')}>
        {t('export.csv')}
      </Button>
      <Button variant="secondary" disabled={disabled || running} onClick={() => onExport('qif')}>
        {t('export.qif')}
      </Button>
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
