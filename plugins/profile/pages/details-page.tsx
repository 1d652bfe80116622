// dashboard/user-profile/details (001 §2.1 "My profile"): the signed-in user's details, profile picture and adviser
// codes.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { formatDateTime } from '@kit/format-date-time';
import type { PageProps } from '@kit/plugin';
import { GET_PROFILE_DETAILS } from '../api/profile';
import { AdviserCodes } from '../components/adviser-codes';
import { Fields } from '../components/fields';
import { ProfilePictureCard } from '../components/profile-picture-card';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../components/profile.module.css';

export default function DetailsPage(_props: PageProps<'profile-details'>) {
  const { data, loading, error, refetch } = useQuery(GET_PROFILE_DETAILS, { errorPolicy: 'all' });
  const user = data?.viewer.user;
  const codes = data?.viewer.adviserCodes;

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock level={1} title={t('profile.details.title')} intro={t('profile.details.intro')} />
      <QueryStates data={user} loading={loading} error={error} loadingLabel={t('profile.details.loading')} errorMessage={t('profile.details.error')} refetch={refetch}>
        {(user) => (
          <>
            <section className={layout.panel} aria-labelledby="profile-details-you">
              <h2 id="profile-details-you" className={layout.sectionTitle}>
                {`${user.firstName} ${user.lastName}`}
              </h2>
              <Fields
                fields={[
                  { label: t('profile.details.name'), value: `${user.firstName} ${user.lastName}` },
                  { label: t('profile.details.mac'), value: user.mac },
                  { label: t('profile.details.brand'), value: user.brandName },
                  { label: t('profile.details.badge'), value: user.childBadgeName },
                  { label: t('profile.details.badges'), value: user.badgeNames.join(', ') },
                  { label: t('profile.details.dealerCode'), value: user.dealerCode },
                  { label: t('profile.details.lastLogin'), value: user.lastLogin ? formatDateTime(user.lastLogin) : t('profile.details.never') },
                  { label: t('profile.details.lastPasswordChange'), value: formatDateTime(user.lastPasswordChange) },
                ]}
              />
            </section>
            <ProfilePictureCard firstName={user.firstName} lastName={user.lastName} />
            <AdviserCodes id="profile-details-codes" title={t('profile.details.codesTitle')} codes={codes} refetch={refetch} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
