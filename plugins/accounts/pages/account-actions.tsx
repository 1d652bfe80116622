// Actions other plugins put on an account page (PluginSlots.accountActions): close a cash account, say.
// Each loads lazily and fails alone. They sit in the heading beside the status: the heading's own height holds a
// button, so an action loading late moves nothing, and an account with no action keeps no empty row (issue 30).
import { ContributionBoundary } from '@kit/contribution-boundary';
import { LazyView } from '@kit/lazy-view';
import { usePluginHost } from '@kit/plugin-host';
import { Suspense } from 'react';
import type { AccountDetails } from './get-account';
import type { AccountSection } from './tab-route';
import { layout } from '@kit/layout';

export function AccountActions({ section, account }: { section: AccountSection; account: AccountDetails }) {
  const host = usePluginHost();
  const actions = host.accountActions(section);
  if (actions.length === 0) return null;
  return (
    <div className={layout.actionsEnd}>
      {actions.map((action) => (
        <ContributionBoundary key={action.id} onError={(error) => host.reportError(error)}>
          <Suspense fallback={null}>
            <LazyView load={action.component} props={{ account }} />
          </Suspense>
        </ContributionBoundary>
      ))}
    </div>
  );
}
