// Links by route id (docs/architecture.md "Discovery"): the shell binds ids to paths, so a plugin never spells another's URL.
// An id no enabled plugin serves for this user is unbound: its link renders as plain text, never a link
// to "Page not found".
import { Link } from '@tanstack/react-router';
import { createContext, useContext, type AnchorHTMLAttributes } from 'react';
import type { AppRouteId, AppRouteParams, RouteParamsArg } from './route-ids';

/** The hash path of a bound route id; null when no enabled plugin serves it. */
export type RouteHref = <Id extends AppRouteId>(id: Id, params?: AppRouteParams[Id]) => string | null;

export const RouteHrefContext = createContext<RouteHref | null>(null);

export function useRouteHref(): RouteHref {
  const href = useContext(RouteHrefContext);
  if (!href) throw new Error('RouteHrefContext is provided by the app root');
  return href;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** Query parameters of the page (plain strings, e.g. a results page's `query` or `popularSearch`). */
export type RouteSearch = Readonly<Record<string, string>>;

export type RouteLinkProps<Id extends AppRouteId> = AnchorProps & {
  to: Id;
  search?: RouteSearch;
  /**
   * Active (aria-current="page", set by the router) only on its own path, not on the paths below it: a tab
   * row whose first tab is the parent of the others (an account's overview) marks one tab, not two.
   */
  exact?: boolean;
} & RouteParamsArg<Id>;

export function RouteLink<Id extends AppRouteId>({ to, params, search, exact, ...anchor }: RouteLinkProps<Id>) {
  const path = useRouteHref()(to, params as AppRouteParams[Id] | undefined);
  if (path === null) return <span className={anchor.className} id={anchor.id}>{anchor.children}</span>;
  const activeOptions = exact ? { exact: true } : undefined;
  return search ? <Link to={path} search={search} activeOptions={activeOptions} {...anchor} /> : <Link to={path} activeOptions={activeOptions} {...anchor} />;
}
