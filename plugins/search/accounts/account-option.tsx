// One account in the dropdown: name, number and product, balance, status and the favourite star.
import { t } from '@kit/copy';
import { FavouriteStar } from '@kit/favourites/favourite-star';
import { RouteLink } from '@kit/route-link';
import type { SearchAccount } from '../api/account-fields';
import { formatAmount } from '@kit/format-values';
import styles from '../shared/dropdown.module.css';
import { accountRoute } from '@kit/accounts/account-route';

export function AccountOption({ account, idPrefix }: { account: SearchAccount; idPrefix: string }) {
  const route = accountRoute(account);
  const id = `${idPrefix}-${account.accountId}`;
  const body = (
    <>
      <span className={styles.primary}>
        <span className={styles.name}>{account.accountName}</span>
        {account.isNewAccount && (
          <span className={styles.newBadge} title={t('search.accounts.newTooltip')} data-tooltip={t('search.accounts.newTooltip')}>
            {t('search.accounts.new')}
            <span className="visually-hidden">: {t('search.accounts.newTooltip')}</span>
          </span>
        )}
        {account.accountStatus !== 'Active' && <span className={styles.statusTag}>{account.accountStatus}</span>}
      </span>
      <span className={styles.secondary}>
        {account.accountNumber} · {account.accountProduct}
      </span>
      <span className={styles.amount}>{formatAmount(account.accountBalance)}</span>
    </>
  );
  return (
    <li className={styles.row} role="none">
      {route ? (
        <RouteLink to={route.id} params={route.params} id={id} role="option" tabIndex={-1} className={styles.option}>
          {body}
        </RouteLink>
      ) : (
        // Online trading accounts have no page in the portal (000 §2).
        <div id={id} role="option" aria-disabled="true" className={styles.option}>
          {body}
        </div>
      )}
      <FavouriteStar accountId={account.accountId} accountLabel={`${account.accountName} ${account.accountNumber}`} />
    </li>
  );
}
