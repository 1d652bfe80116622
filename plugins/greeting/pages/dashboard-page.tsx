import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { Slot } from '@kit/slot';
import { layout } from '@kit/layout';
import styles from './dashboard-page.module.css';
import { GET_DASHBOARD } from './get-dashboard';
import { lastLoginText } from './last-login-text';

export default function DashboardPage(_props: PageProps<'dashboard'>) {
  const { data, error, loading, refetch } = useQuery(GET_DASHBOARD, { notifyOnNetworkStatusChange: true });

  if (data) {
    const lastLogin = lastLoginText(data.viewer.user?.lastLogin ?? null);
    return (
      <div className={layout.page}>
        <section className={`${layout.hero} ${styles.hero}`} aria-labelledby="dashboard-greeting">
          {/* The greeting is the gateway's (Sydney hour, 002 §9). */}
          <h1 id="dashboard-greeting" className={styles.greeting}>
            {data.viewer.greeting}
          </h1>
          {lastLogin && <p className={styles.lastLogin}>{lastLogin}</p>}
        </section>
        <div className={styles.widgets}>
          <Slot name="dashboardWidgets" itemClassName={styles.widget} />
        </div>
      </div>
    );
  }
  if (error && !loading) {
    return <ErrorState message={t('dashboard.error')} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return <LoadingState />;
}
