// One "Export CSV" button with its outcome beside it (the kit's export bar also offers QIF, which describes bank
// transactions and does not fit units and prices).
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import type { ExportStatus } from '@kit/export/use-export';
import styles from './portfolio.module.css';

export function CsvButton({ status, onExport, disabled }: { status: ExportStatus; onExport(): void; disabled?: boolean }) {
  const running = status.kind === 'running';
  return (
    <div className={styles.exportBar}>
      <Button variant="secondary" disabled={disabled || running} onClick={onExport}>
        {t('portfolio.export.csv')}
      </Button>
      <span role="status" className={styles.muted}>
        {running ? t('portfolio.export.running') : status.kind === 'done' ? t('portfolio.export.done', { file: status.file }) : ''}
      </span>
      {status.kind === 'failed' && (
        <span role="alert" className={styles.error}>
          {t('portfolio.export.failed')}
        </span>
      )}
    </div>
  );
}
