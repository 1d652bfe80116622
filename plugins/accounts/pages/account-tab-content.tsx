// What the open tab shows: a plugin's tab, the overview or the account details (with a term deposit's current
// term). The tab is the built one the address names, else the first (built-tabs.ts): never a note about
// missing content.
import { label } from '@kit/copy';
import { ContributionBoundary } from '@kit/contribution-boundary';
import { LazyView } from '@kit/lazy-view';
import { LoadingState } from '@kit/loading-state';
import { usePluginHost } from '@kit/plugin-host';
import { Suspense } from 'react';
import { AccountFacts } from './account-facts';
import { AccountOverview } from './account-overview';
import { accountTabState } from './built-tabs';
import type { AccountDetails } from './get-account';
import type { AccountSection } from './tab-route';
import { TermDepositFacts } from './term-deposit-facts';
import { Card } from '@kit/layout';

interface Props {
  section: AccountSection;
  account: AccountDetails;
  subRoute?: string;
}

export function AccountTabContent({ section, account, subRoute }: Props) {
  const host = usePluginHost();
  const { current } = accountTabState(account.tabs, subRoute, (route) => !!host.accountTab(section, route));
  const contributed = host.accountTab(section, current);
  if (contributed) {
    return (
      <ContributionBoundary key={current} onError={(error) => host.reportError(error)}>
        <Suspense fallback={<LoadingState />}>
          <LazyView load={contributed} props={{ account, subRoute: current }} />
        </Suspense>
      </ContributionBoundary>
    );
  }
  if (current === 'account-details') {
    return (
      <>
        {section === 'term-deposit' && <TermDepositFacts account={account} />}
        <Card headingId="account-details-heading" title={label('account.tab.details')}>
          <AccountFacts account={account} />
        </Card>
      </>
    );
  }
  return <AccountOverview account={account} />;
}
