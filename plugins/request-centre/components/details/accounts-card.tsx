import { t } from '@kit/copy';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import shared from '../request-centre.module.css';
import styles from './details.module.css';

export function AccountsCard({ accounts }: { accounts: CaseDetailsFieldsFragment['case']['accounts'] }) {
  return (
    <section className={shared.card} aria-labelledby="case-accounts">
      <h2 id="case-accounts" className={shared.cardTitle}>
        {t('requests.details.accounts')}
      </h2>
      {accounts.length === 0 ? (
        <p className={shared.empty}>{t('requests.noAccount')}</p>
      ) : (
        <ul className={styles.list}>
          {accounts.map((a) => (
            <li key={a.accountNumber} className={styles.listItem}>
              <span className={styles.strong}>{a.accountName ?? a.accountNumber}</span>
              <span className={`${shared.muted} ${shared.small}`}>
                {[a.accountNumber, a.productDescription, a.businessArea].filter(Boolean).join(' · ')}
              </span>
              {(a.adviserName || a.adviserCode) && (
                <span className={`${shared.muted} ${shared.small}`}>
                  {t('requests.details.adviser', { adviser: [a.adviserName, a.adviserCode].filter(Boolean).join(' · ') })}
                </span>
              )}
              {a.isDeathPension && <span className={`${shared.pill} ${shared.pillWARNING}`}>{t('requests.details.deathPension')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
