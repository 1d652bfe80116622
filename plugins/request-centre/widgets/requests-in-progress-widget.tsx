// The requests-in-progress dashboard card (002 §2, §3, §4): requests awaiting action and those in progress,
// each list linking to the Request Centre's list.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import type { RequestInProgressFieldsFragment } from '@kit/gql/graphql';
import { RouteLink } from '@kit/route-link';
import { GET_REQUESTS_IN_PROGRESS } from '../api/requests-in-progress';
import { StatusPill } from '../components/status-pill';
import { layout } from '@kit/layout';
import styles from './requests-in-progress-widget.module.css';

const SHOWN = 3;

function Group({ id, title, items }: { id: string; title: string; items: readonly RequestInProgressFieldsFragment[] }) {
  return (
    <div className={layout.column}>
      <h3 id={id} className={layout.columnTitle}>
        <RouteLink to="request-centre.requests" className={styles.groupLink}>
          {title}
        </RouteLink>
        <span className={layout.columnCount}>{items.length}</span>
      </h3>
      {items.length === 0 ? (
        <p className={layout.empty}>{t('requests.widget.none')}</p>
      ) : (
        <ul className={`${layout.list} ${styles.items}`} aria-labelledby={id}>
          {items.slice(0, SHOWN).map((item, i) => (
            <li key={item.requestId ?? `${item.requestType}-${i}`} className={styles.item}>
              <span className={styles.itemTitle}>{item.requestType}</span>
              <span className={styles.itemMeta}>
                <StatusPill status={item.status} withSecondary={false} />
                <span className={styles.meta}>{[item.requestorName, formatDay(item.requestCreatedDatetime)].filter(Boolean).join(' · ')}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function RequestsInProgressWidget() {
  const { data, loading, error, refetch } = useQuery(GET_REQUESTS_IN_PROGRESS, { variables: { initiatedBy: 'ALL' } });
  const summary = data?.requestsInProgress;
  return (
    <section className={layout.widget} aria-labelledby="requests-widget-title" aria-busy={loading}>
      <h2 id="requests-widget-title" className={layout.sectionTitle}>
        {t('requests.widget.title')}
      </h2>
      {loading && !summary && <p className={layout.empty}>{t('requests.widget.loading')}</p>}
      {error && !summary && (
        <div className={styles.error} role="alert">
          <p>{t('requests.error.inProgress')}</p>
          <button type="button" className={layout.linkButton} onClick={() => void refetch().catch(() => undefined)}>
            {t('kit.retry')}
          </button>
        </div>
      )}
      {summary && (
        <div className={layout.columns}>
          <Group id="requests-widget-awaiting" title={t('requests.widget.awaiting')} items={summary.awaiting} />
          <Group id="requests-widget-in-progress" title={t('requests.widget.inProgress')} items={summary.inProgress} />
        </div>
      )}
      <RouteLink to="request-centre.requests" className={styles.link}>
        {t('requests.widget.viewAll')}
      </RouteLink>
    </section>
  );
}
