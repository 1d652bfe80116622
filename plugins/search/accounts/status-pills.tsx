// The 'Account status' pills (Active, Closed): toggle buttons, so each says whether it is chosen.
import { t } from '@kit/copy';
import styles from '../shared/dropdown.module.css';
import { STATUS_PILLS, togglePill, type PillStatus } from './status-filter';

const LABEL = { Active: 'search.accounts.statusActive', Closed: 'search.accounts.statusClosed' } as const;

export function StatusPills({ chosen, onChange }: { chosen: readonly PillStatus[]; onChange(next: PillStatus[]): void }) {
  return (
    <div className={styles.pills} role="group" aria-label={t('search.accounts.status')}>
      <span className={styles.pillsLabel} aria-hidden="true">
        {t('search.accounts.status')}
      </span>
      {STATUS_PILLS.map((status) => (
        <button
          key={status}
          type="button"
          className={styles.pill}
          aria-pressed={chosen.includes(status)}
          // Clicks keep focus in the search box, so typing can go on.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChange(togglePill(chosen, status))}
        >
          {t(LABEL[status])}
        </button>
      ))}
    </div>
  );
}
