// dashboard/user-profile/esi-details (001 §2.1, §2.2 "ESI details"): the electronic service address
// (SuperStream) details of the user's dealer. The profile menu shows the entry only for the listed badges or
// Cash holders.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { hasGatewayCode } from '@kit/refusal';
import { GET_ESI_DETAILS } from '../api/profile';
import { Fields } from '../components/fields';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../components/profile.module.css';

/** The gateway answers NOT_FOUND when the user's badges and products do not allow ESI details. */
const notAllowed = (error: unknown) => hasGatewayCode(error, 'NOT_FOUND');

export default function EsiDetailsPage(_props: PageProps<'profile-esi-details'>) {
  const { data, loading, error, refetch } = useQuery(GET_ESI_DETAILS);
  const rows = data?.esiDetails;

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock level={1} title={t('profile.esi.title')} intro={t('profile.esi.intro')} />
      {!rows && !loading && notAllowed(error) ? (
        <p>{t('profile.esi.notAvailable')}</p>
      ) : (
        <QueryStates data={rows} loading={loading} error={error} loadingLabel={t('profile.esi.loading')} errorMessage={t('profile.esi.error')} refetch={refetch}>
          {(rows) =>
            rows.length === 0 ? (
              <p>{t('profile.esi.empty')}</p>
            ) : (
              rows.map((r) => (
                <section key={r.usi} className={layout.panel} aria-label={r.fundName}>
                  <h2 className={layout.sectionTitle}>{r.fundName}</h2>
                  <Fields
                    fields={[
                      { label: t('profile.esi.esa'), value: r.esa },
                      { label: t('profile.esi.esaProvider'), value: r.esaProvider },
                      { label: t('profile.esi.usi'), value: r.usi },
                      { label: t('profile.esi.abn'), value: r.abn },
                      { label: t('profile.esi.bsb'), value: r.bsb },
                      { label: t('profile.esi.accountNumber'), value: r.accountNumber },
                      { label: t('profile.esi.reference'), value: r.reference },
                      { label: t('profile.esi.contactEmail'), value: r.contactEmail },
                    ]}
                  />
                </section>
              ))
            )
          }
        </QueryStates>
      )}
    </div>
  );
}
