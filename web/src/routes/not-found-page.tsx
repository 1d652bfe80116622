import { t } from '../kit/copy';
import { RouteLink } from '../kit/route-link';
import styles from './pages.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('shell.notFound.title')}</h1>
      <p className={styles.lead}>{t('shell.notFound.body')}</p>
      <RouteLink to="dashboard">{t('shell.notFound.link')}</RouteLink>
    </section>
  );
}
