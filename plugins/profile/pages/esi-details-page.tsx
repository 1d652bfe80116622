// dashboard/user-profile/esi-details (001 §2.1, §2.2 "ESI details"): the electronic service address
// (SuperStream) details of the user's dealer. The profile menu shows the entry only for the listed badges or
// Cash holders.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { hasGatewayCode } from '@kit/refusal';
import { GET_ESI_DETAILS } from '../api/profile';
import { Fields } from '../components/fields';
import { layout } from '@kit/layout';
import styles from '../components/profile.module.css';

/** The gateway answers NOT_FOUND when the user's badges and products do not allow ESI details. */
const notAllowed = (error: unknown) => hasGatewayCode(error, 'NOT_FOUND');

export default function EsiDetailsPage(_props: PageProps<'profile-esi-details'>) {
  const { data, loading, error, refetch } = useQuery(GET_ESI_DETAILS);
  const rows = data?.esiDetails;

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <header>
        <h1 className={layout.title}>{t('profile.esi.title')}</h1>
        <p className={layout.subtitle}>{t('profile.esi.intro')}</p>
      </header>
      {loading && !data && <LoadingState label={t('profile.esi.loading')} />}
      {error && !data && notAllowed(error) && <p>{t('profile.esi.notAvailable')}</p>}
      {error && !data && !notAllowed(error) && <ErrorState message={t('profile.esi.error')} onRetry={() => void refetch().catch(() => undefined)} />}
      {rows && rows.length === 0 && <p>{t('profile.esi.empty')}</p>}
      {rows?.map((r) => (
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
      ))}
    </div>
  );
}
