// The shell's binding of route ids to hash paths (STYLE habit 3). Every id of kit/route-ids.ts needs a
// path here, and each path's $params must be exactly the id's params: both are checked by the compiler.
import type { AppRouteId, AppRouteParams, NoParams } from '../../kit/route-ids';

export const routePaths = {
  home: '/home',
  dashboard: '/dashboard',
  'fund-income': '/dashboard/fund-income',
  'search.accounts': '/dashboard/search/accounts',
  'search.account-groups': '/dashboard/search/account-groups',
  'search.transactions': '/dashboard/search/transactions',
  'account-group': '/dashboard/account-group/$accountGroupCode',
  'account-group.create': '/dashboard/account-group/create',
  client: '/dashboard/client/$contactId',
  'view-payments': '/dashboard/view-payments',
  'request-centre': '/dashboard/request-centre',
  'request-centre.requests': '/dashboard/request-centre/requests',
  'cash-account': '/dashboard/cash-account/$accountNumber',
  'wrap-account': '/dashboard/wrap-account/$accountNumber',
  'term-deposit': '/dashboard/term-deposit/$accountNumber',
  'cash-account.tab': '/dashboard/cash-account/$accountNumber/$subRoute',
  'wrap-account.tab': '/dashboard/wrap-account/$accountNumber/$subRoute',
  'term-deposit.tab': '/dashboard/term-deposit/$accountNumber/$subRoute',
  'cash-account.subtab': '/dashboard/cash-account/$accountNumber/$subRoute/$subPage',
  'user-profile.details': '/dashboard/user-profile/details',
  'user-profile.access': '/dashboard/user-profile/access',
  'user-profile.notification-settings': '/dashboard/user-profile/notification-settings',
  'user-profile.my-security': '/dashboard/user-profile/my-security',
  'user-profile.my-security.qr-code': '/dashboard/user-profile/my-security/qr-code',
  'user-profile.esi-details': '/dashboard/user-profile/esi-details',
  'user-profile.legal': '/dashboard/user-profile/legal',
  'notifications.pending-payments': '/dashboard/notifications/pending-payments',
  'notifications.account-balance': '/dashboard/notifications/account-balance',
  'notifications.term-deposit-maturities': '/dashboard/notifications/term-deposit-maturities',
} as const satisfies Record<AppRouteId, string>;

/** The $name segments of a path, e.g. '/a/$b/c/$d' gives 'b' | 'd'. */
type ParamNames<Path extends string> = Path extends `${string}$${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}$${infer Name}`
    ? Name
    : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type ParamKeys<Params> = Params extends NoParams ? never : keyof Params & string;

// A compile-time check, no run-time cost: fails when a path's parameters differ from its id's.
type ParamsAgree = { [Id in AppRouteId]: Same<ParamNames<(typeof routePaths)[Id]>, ParamKeys<AppRouteParams[Id]>> };
export const routeParamsAgree: { [Id in AppRouteId]: true } = {} as ParamsAgree;

/** The hash path of a route id with its params filled in (encoded, so an id with a slash stays one segment). */
export function pathFor<Id extends AppRouteId>(id: Id, params?: AppRouteParams[Id]): string {
  const values = (params ?? {}) as Record<string, string>;
  return routePaths[id].replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

export interface RouteMatch {
  id: AppRouteId;
  params: Record<string, string>;
}

const ROUTE_PATTERNS = (Object.keys(routePaths) as AppRouteId[])
  .map((id) => {
    const path: string = routePaths[id];
    const names = [...path.matchAll(/\$(\w+)/g)].map((m) => m[1]);
    const source = path.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\\?\$\w+/g, '([^/]+)');
    return { id, names, regex: new RegExp(`^${source}/?$`) };
  })
  // A literal path wins over a pattern that would also match it.
  .sort((a, b) => a.names.length - b.names.length);

/** The route id a path belongs to, with its decoded params; null for a path no id is bound to. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { id, names, regex } of ROUTE_PATTERNS) {
    const m = regex.exec(pathname);
    if (!m) continue;
    try {
      return { id, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(m[i + 1])])) };
    } catch {
      return null; // a malformed %-escape names no page
    }
  }
  return null;
}
