// The group's accounts: name, product, status and available balance (000 §2, §3 group account).
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import type { GroupAccountData } from '../api/get-account-group';
import { formatAmount } from '@kit/format-values';
import styles from './group.module.css';

export function GroupAccountsTable({ accounts }: { accounts: readonly GroupAccountData[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('groups.table.account')}</th>
            <th scope="col">{t('groups.table.product')}</th>
            <th scope="col">{t('groups.table.status')}</th>
            <th scope="col" className={styles.num}>
              {t('groups.table.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.accountId}>
              <td>
                <RouteLink to="wrap-account" params={{ accountNumber: account.accountNumber }} className={styles.accountName}>
                  {account.accountName ?? account.accountNumber}
                </RouteLink>
                <span className={styles.muted}>{account.accountNumber}</span>
              </td>
              <td>{account.productName ?? account.productCode}</td>
              <td>{account.accountStatus}</td>
              <td className={styles.num}>{formatAmount(account.availableBalance) || t('groups.table.unavailable')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
