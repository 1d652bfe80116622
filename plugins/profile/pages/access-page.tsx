// dashboard/user-profile/access (001 §2.1 "My access", only with the flag digitisation.myAccess): the user's
// products, badges, permissions and adviser codes, read-only.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { useFlag } from '@kit/plugin-host';
import type { PageProps } from '@kit/plugin';
import { GET_MY_ACCESS } from '../api/profile';
import { CodesTable } from '../components/codes-table';
import { Fields } from '../components/fields';
import { layout } from '@kit/layout';
import styles from '../components/profile.module.css';

const listOrNone = (items: readonly string[]) => (items.length ? items.join(', ') : t('profile.access.none'));
const allowed = (on: boolean) => (on ? t('profile.access.allowed') : t('profile.access.notAllowed'));

export default function AccessPage(_props: PageProps<'profile-access'>) {
  const enabled = useFlag('digitisation.myAccess');
  const { data, loading, error, refetch } = useQuery(GET_MY_ACCESS, { skip: !enabled, errorPolicy: 'all' });
  const access = data?.shell.access;
  const codes = data?.viewer.adviserCodes;

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <header>
        <h1 className={layout.title}>{t('profile.access.title')}</h1>
        {enabled && <p className={layout.subtitle}>{t('profile.access.intro')}</p>}
      </header>
      {!enabled && <p>{t('profile.access.notAvailable')}</p>}
      {enabled && loading && !data && <LoadingState label={t('profile.access.loading')} />}
      {enabled && !loading && !access && error && <ErrorState message={t('profile.access.error')} onRetry={() => void refetch().catch(() => undefined)} />}
      {access && (
        <section className={layout.panel} aria-labelledby="profile-access-products">
          <h2 id="profile-access-products" className={layout.sectionTitle}>
            {t('profile.access.permissions')}
          </h2>
          <Fields
            fields={[
              { label: t('profile.access.products'), value: listOrNone(access.products) },
              { label: t('profile.access.badges'), value: listOrNone(access.badgeNames) },
              { label: t('profile.access.cashBadges'), value: listOrNone(access.cashBadgeNames) },
              { label: t('profile.access.wrapAccess'), value: allowed(access.wrapAccess) },
              { label: t('profile.access.cashAccess'), value: allowed(access.cashAccess) },
            ]}
          />
        </section>
      )}
      {access && (
        <section className={layout.panel} aria-labelledby="profile-access-codes">
          <h2 id="profile-access-codes" className={layout.sectionTitle}>
            {t('profile.access.codesTitle')}
          </h2>
          {!codes && <ErrorState message={t('profile.details.codesError')} onRetry={() => void refetch().catch(() => undefined)} />}
          {codes && codes.length === 0 && <p>{t('profile.details.codesEmpty')}</p>}
          {codes && codes.length > 0 && <CodesTable codes={codes} />}
        </section>
      )}
    </div>
  );
}
