// dashboard/request-centre/create: a new service request.
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { CreateRequestForm } from '../components/create/create-request-form';
import { layout } from '@kit/layout';
import styles from '../components/request-centre.module.css';

export default function CreateRequestPage(_props: PageProps<'request-centre.create'>) {
  return (
    <div className={`${layout.page} ${styles.page}`}>
      <header>
        <p className={layout.eyebrow}>
          <RouteLink to="request-centre.requests">{t('requests.details.back')}</RouteLink>
        </p>
        <h1 className={layout.title}>{t('requests.create.title')}</h1>
        <p className={layout.subtitle}>{t('requests.create.intro')}</p>
      </header>
      <CreateRequestForm />
    </div>
  );
}
