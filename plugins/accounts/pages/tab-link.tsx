// A tab's link: the overview is the account's own path; other tabs are one or two segments below it.
import type { ReactNode } from 'react';
import { RouteLink } from '@kit/route-link';
import { OVERVIEW_ROUTE, type AccountSection } from './tab-route';

interface TabLinkProps {
  section: AccountSection;
  accountNumber: string;
  route: string;
  current: boolean;
  className?: string;
  children: ReactNode;
}

export function TabLink({ section, accountNumber, route, current, className, children }: TabLinkProps) {
  // exact: the router marks a link active on the paths below it too, and the overview is every tab's parent.
  const common = { className, exact: true, 'aria-current': current ? ('page' as const) : undefined, children };
  if (route === OVERVIEW_ROUTE) return <RouteLink to={section} params={{ accountNumber }} {...common} />;
  const [subRoute, subPage] = route.split('/');
  if (subPage && section === 'cash-account') {
    return <RouteLink to="cash-account.subtab" params={{ accountNumber, subRoute, subPage }} {...common} />;
  }
  const to = `${section}.tab` as const;
  return <RouteLink to={to} params={{ accountNumber, subRoute }} {...common} />;
}
