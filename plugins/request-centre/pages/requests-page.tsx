// dashboard/request-centre and dashboard/request-centre/requests: the Request Centre's requests list.
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { RequestsList } from '../components/list/requests-list';
import { layout } from '@kit/layout';
import styles from '../components/request-centre.module.css';

export default function RequestsPage(_props: PageProps<'request-centre'> | PageProps<'request-centre.requests'>) {
  return (
    <div className={`${layout.page} ${styles.page}`}>
      <header className={layout.pageHead}>
        <div>
          <h1 className={layout.title}>{t('requests.title')}</h1>
          <p className={layout.subtitle}>{t('requests.list.intro')}</p>
        </div>
        <RouteLink to="request-centre.create" className={layout.primaryLink}>
          {t('requests.create.action')}
        </RouteLink>
      </header>
      <RequestsList />
    </div>
  );
}
