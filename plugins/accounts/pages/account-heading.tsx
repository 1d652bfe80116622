import type { ReactNode } from 'react';
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import { layout } from '@kit/layout';
import styles from './account-page.module.css';
import type { AccountDetails } from './get-account';

const STATUS_TONE: Record<string, string> = { Active: styles.positive, Closed: styles.neutral, Pending: styles.neutral, Deleted: styles.negative };

/**
 * The account's name, number, product and status. The actions other plugins put on the page (close a cash account,
 * an ad hoc pension payment) sit in the heading beside the status (issue 30): a row of their own stayed empty when
 * none applied to the account, and loading late it pushed the tabs down.
 */
export function AccountHeading({ account, actions }: { account: AccountDetails; actions?: ReactNode }) {
  return (
    <header className={`${layout.hero} ${styles.heading}`}>
      <div>
        <h1 className={layout.title}>{account.accountName}</h1>
        <p className={`${layout.subtitle} ${styles.subtitle}`}>
          <span aria-label={t('account.field.number')}>{account.accountNumber}</span>
          <span aria-hidden="true"> · </span>
          <span>{account.productDescription}</span>
        </p>
        {/* Every account with a client links to it, however the adviser came here (issue 30). */}
        {account.clientId && (
          <p className={styles.clientLink}>
            <RouteLink to="client-overview" params={{ contactId: account.clientId }}>
              {t('account.clientLink')}
            </RouteLink>
          </p>
        )}
      </div>
      <div className={layout.actionsEnd}>
        {actions}
        <span className={`${styles.pill} ${STATUS_TONE[account.accountStatus] ?? styles.neutral}`}>{account.accountStatus}</span>
      </div>
    </header>
  );
}
