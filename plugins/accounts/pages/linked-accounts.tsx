// The accounts linked to this one: a wrap account's cash account, or the wrap accounts using this cash account.
import { t } from '@kit/copy';
import { accountRoute } from '@kit/accounts/account-route';
import { RouteLink } from '@kit/route-link';
import { Card, layout } from '@kit/layout';
import styles from './account-page.module.css';
import type { AccountDetails, LinkedAccount } from './get-account';

function LinkedName({ link }: { link: LinkedAccount }) {
  const name = link.accountName ?? link.accountNumber;
  const route = accountRoute(link);
  if (!route) return <span className={styles.linkedName}>{name}</span>;
  return (
    <RouteLink to={route.id} params={route.params} className={styles.linkedName}>
      {name}
    </RouteLink>
  );
}

export function LinkedAccounts({ account }: { account: AccountDetails }) {
  return (
    <Card headingId="linked-accounts-heading" title={t('account.linked.heading')}>
      {account.linkedAccounts.length === 0 ? (
        <p className={styles.notice}>{t('account.linked.none')}</p>
      ) : (
        <ul className={`${layout.list} ${styles.linked}`}>
          {account.linkedAccounts.map((link) => (
            <li key={`${link.relation}-${link.accountNumber}`}>
              <LinkedName link={link} />
              <span className={styles.linkedMeta}>
                {link.accountName ? `${link.accountNumber} · ` : ''}
                {t(link.relation === 'LINKED_CASH' ? 'account.linked.cash' : 'account.linked.toThis')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
