import { t } from '@kit/copy';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import { Card, layout } from '@kit/layout';
import styles from './details.module.css';

export function AccountsCard({ accounts }: { accounts: CaseDetailsFieldsFragment['case']['accounts'] }) {
  return (
    <Card headingId="case-accounts" title={t('requests.details.accounts')}>
      {accounts.length === 0 ? (
        <p className={layout.empty}>{t('requests.noAccount')}</p>
      ) : (
        <ul className={layout.list}>
          {accounts.map((a) => (
            <li key={a.accountNumber} className={styles.listItem}>
              <span className={styles.strong}>{a.accountName ?? a.accountNumber}</span>
              <span className={`${layout.muted} ${layout.small}`}>
                {[a.accountNumber, a.productDescription, a.businessArea].filter(Boolean).join(' · ')}
              </span>
              {(a.adviserName || a.adviserCode) && (
                <span className={`${layout.muted} ${layout.small}`}>
                  {t('requests.details.adviser', { adviser: [a.adviserName, a.adviserCode].filter(Boolean).join(' · ') })}
                </span>
              )}
              {a.isDeathPension && <span className={`${layout.pill} ${layout.pillWARNING}`}>{t('requests.details.deathPension')}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
