// The case history (002 §2), as the gateway ordered and merged it: a timeline, newest last.
import { t } from '@kit/copy';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import { historyLabel } from '../../lib/labels';
import { sydneyTime } from '../../lib/sydney-time';
import { Card, layout } from '@kit/layout';
import styles from './details.module.css';

export function HistoryCard({ history }: { history: CaseDetailsFieldsFragment['history'] }) {
  return (
    <Card headingId="case-history" title={t('requests.details.history')}>
      <ol className={styles.timeline}>
        {history.map((event, i) => (
          <li key={`${event.type}-${event.timestamp}-${i}`} className={styles.event}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.strong}>{historyLabel(event.type, event.status?.label)}</span>
            <span className={`${layout.muted} ${layout.small}`}>{sydneyTime(event.timestamp)}</span>
            {event.authorisers.length > 0 && <span className={layout.small}>{t('requests.history.authorisers', { names: event.authorisers.join(', ') })}</span>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
