// The overview tab: balances, the account's facts and its linked accounts, then (cash and wrap accounts) the value
// over time, money in and out by month and a wrap's returns, all from the gateway.
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import { AccountCharts } from './account-charts';
import { AccountFacts } from './account-facts';
import styles from './account-page.module.css';
import type { AccountDetails } from './get-account';
import { LinkedAccounts } from './linked-accounts';
import { Card } from '@kit/layout';

function Balances({ account }: { account: AccountDetails }) {
  const figures =
    account.kind === 'WRAP'
      ? [{ key: 'account.field.portfolioBalance' as const, value: account.netPortfolioValue ?? account.ledgerBalance }]
      : [
          { key: 'account.field.ledgerBalance' as const, value: account.ledgerBalance },
          { key: 'account.field.availableBalance' as const, value: account.availableBalance },
        ];
  return (
    <div className={styles.balances}>
      {figures.map(({ key, value }) => (
        <div key={key} className={styles.balance}>
          <span className={styles.balanceLabel}>{t(key)}</span>
          <span className={styles.balanceValue}>{value == null ? t('account.notProvided') : formatAmount(value)}</span>
          {account.balanceAsAt && <span className={styles.balanceAsAt}>{t('account.field.balanceAsAt', { date: formatDay(account.balanceAsAt) })}</span>}
        </div>
      ))}
    </div>
  );
}

export function AccountOverview({ account }: { account: AccountDetails }) {
  return (
    <div className={styles.overview}>
      <Card headingId="account-overview-heading" title={t('account.overview.heading')}>
        <Balances account={account} />
        <AccountFacts account={account} />
      </Card>
      <LinkedAccounts account={account} />
      <AccountCharts account={account} />
    </div>
  );
}
