// dashboard/user-profile/access (001 §2.1 "My access", only with the flag digitisation.myAccess): the user's
// products, badges, permissions and adviser codes, read-only.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { useFlag } from '@kit/plugin-host';
import type { PageProps } from '@kit/plugin';
import { GET_MY_ACCESS } from '../api/profile';
import { AdviserCodes } from '../components/adviser-codes';
import { Fields } from '../components/fields';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
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
      <HeadingBlock level={1} title={t('profile.access.title')} intro={enabled ? t('profile.access.intro') : undefined} />
      {!enabled && <p>{t('profile.access.notAvailable')}</p>}
      <QueryStates data={access} loading={loading} error={error} loadingLabel={t('profile.access.loading')} errorMessage={t('profile.access.error')} refetch={refetch}>
        {(access) => (
          <>
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
            <AdviserCodes id="profile-access-codes" title={t('profile.access.codesTitle')} codes={codes} refetch={refetch} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
