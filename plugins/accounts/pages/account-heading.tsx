import { t } from '@kit/copy';
import styles from './account-page.module.css';
import type { AccountDetails } from './get-account';

const STATUS_TONE: Record<string, string> = { Active: styles.positive, Closed: styles.neutral, Pending: styles.neutral, Deleted: styles.negative };

export function AccountHeading({ account }: { account: AccountDetails }) {
  return (
    <header className={styles.heading}>
      <div>
        <h1 className={styles.title}>{account.accountName}</h1>
        <p className={styles.subtitle}>
          <span aria-label={t('account.field.number')}>{account.accountNumber}</span>
          <span aria-hidden="true"> · </span>
          <span>{account.productDescription}</span>
        </p>
      </div>
      <span className={`${styles.pill} ${STATUS_TONE[account.accountStatus] ?? styles.neutral}`}>{account.accountStatus}</span>
    </header>
  );
}
