// dashboard/user-profile/legal (001 §2.1 "Legal"): the brand's privacy policy and terms of use
// (config/brands/<brand>.json helpLinks).
import { useQuery } from '@apollo/client/react';
import { t, type CopyKey } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { GET_LEGAL_LINKS } from '../api/profile';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../components/profile.module.css';

const LEGAL: readonly { key: string; label: CopyKey }[] = [
  { key: 'privacyPolicy', label: 'profile.legal.privacyPolicy' },
  { key: 'termsOfUse', label: 'profile.legal.termsOfUse' },
];

/** Only http(s) links from the brand config are offered. */
function legalLinks(helpLinks: unknown) {
  const links = (helpLinks && typeof helpLinks === 'object' ? helpLinks : {}) as Record<string, unknown>;
  return LEGAL.flatMap(({ key, label }) => {
    const url = links[key];
    return typeof url === 'string' && /^https?:\/\//.test(url) ? [{ key, label, url }] : [];
  });
}

export default function LegalPage(_props: PageProps<'profile-legal'>) {
  const { data, loading, error, refetch } = useQuery(GET_LEGAL_LINKS);

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock level={1} title={t('profile.legal.title')} intro={t('profile.legal.intro')} />
      <QueryStates data={data} loading={loading} error={error} loadingLabel={t('profile.legal.loading')} errorMessage={t('profile.legal.error')} refetch={refetch}>
        {(data) => {
          const links = legalLinks(data.shell.brand.helpLinks);
          return (
            <section className={layout.panel}>
              {links.length === 0 ? (
                <p>{t('profile.legal.empty')}</p>
              ) : (
                <ul className={layout.list}>
                  {links.map((l) => (
                    <li key={l.key}>
                      <a href={l.url} target="_blank" rel="noopener noreferrer">
                        {t(l.label)} <span className="visually-hidden">{t('profile.legal.opensNewTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        }}
      </QueryStates>
    </div>
  );
}
