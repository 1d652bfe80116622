// A dashboard card that starts a new account group.
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import { layout } from '@kit/layout';
import styles from './groups-widget.module.css';

export default function GroupsWidget() {
  return (
    <section className={layout.widget} aria-labelledby="groups-widget-title">
      <h2 id="groups-widget-title" className={layout.sectionTitle}>
        {t('groups.widget.title')}
      </h2>
      <p className={layout.empty}>{t('groups.widget.body')}</p>
      <RouteLink to="account-group.create" className={`${layout.primaryLink} ${styles.link}`}>
        {t('groups.create')}
      </RouteLink>
    </section>
  );
}
