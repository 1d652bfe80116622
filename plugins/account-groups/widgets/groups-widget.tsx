// A dashboard card that starts a new account group.
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import styles from './groups-widget.module.css';

export default function GroupsWidget() {
  return (
    <section className={styles.card} aria-labelledby="groups-widget-title">
      <h2 id="groups-widget-title" className={styles.title}>
        {t('groups.widget.title')}
      </h2>
      <p className={styles.body}>{t('groups.widget.body')}</p>
      <RouteLink to="account-group.create" className={styles.link}>
        {t('groups.create')}
      </RouteLink>
    </section>
  );
}
