// One account page (cash, wrap or term deposit): the account's heading, its tabs and the open tab.
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import { useRecordRecent } from '@kit/recents/use-record-recent';
import { AccountActions } from './account-actions';
import { accountErrorMessage, isDeletedAccountError } from './account-error-message';
import { AccountHeading } from './account-heading';
import { AccountTabContent } from './account-tab-content';
import { AccountTabs } from './account-tabs';
import { GET_ACCOUNT } from './get-account';
import type { AccountSection } from './tab-route';
import { layout } from '@kit/layout';

export interface AccountPageProps {
  section: AccountSection;
  accountNumber: string;
  /** The tab's route below the account (001 §2.1); none on the account's own path. */
  subRoute?: string;
}

export function AccountPage({ section, accountNumber, subRoute }: AccountPageProps) {
  const { data, error, loading, refetch } = useQuery(GET_ACCOUNT, { variables: { accountNumber }, notifyOnNetworkStatusChange: true });
  const account = data?.account ?? null;
  useRecordRecent('account', account?.accountId);

  if (account) {
    return (
      <div className={layout.page}>
        <AccountHeading account={account} actions={<AccountActions section={section} account={account} />} />
        <AccountTabs section={section} accountNumber={account.accountNumber} items={account.tabs} subRoute={subRoute} />
        <AccountTabContent section={section} account={account} subRoute={subRoute} />
      </div>
    );
  }
  if (loading) return <LoadingState />;
  const deleted = isDeletedAccountError(error);
  // A deleted account stays deleted: offering "Try again" would only repeat the refusal.
  return (
    <div className={layout.page}>
      <ErrorState message={accountErrorMessage(error)} onRetry={deleted ? undefined : () => void refetch().catch(() => undefined)} />
    </div>
  );
}
