// The portal's pages by id, with the path parameters each takes (001 §2.1, 000 §2). Plugins fill pages
// and link to them by id; the shell binds every id to its hash path (shell/plugins/route-paths.ts), so a
// page without a binding, or a binding whose $params differ from these, fails type checking.

export type NoParams = Record<string, never>;

export interface AppRouteParams {
  home: NoParams;
  dashboard: NoParams;
  'fund-income': NoParams;
  'search.accounts': NoParams;
  'search.account-groups': NoParams;
  'search.transactions': NoParams;
  'account-group': { accountGroupCode: string };
  'account-group.create': NoParams;
  client: { contactId: string };
  'view-payments': NoParams;
  'request-centre': NoParams;
  'request-centre.requests': NoParams;
  'cash-account': { accountNumber: string };
  'wrap-account': { accountNumber: string };
  'term-deposit': { accountNumber: string };
  /** An account page's sub-route tab (001 §2.1), e.g. /dashboard/cash-account/{n}/transactions. */
  'cash-account.tab': { accountNumber: string; subRoute: string };
  'wrap-account.tab': { accountNumber: string; subRoute: string };
  'term-deposit.tab': { accountNumber: string; subRoute: string };
  /** A cash account's nested page, e.g. payments/payees-and-billers. */
  'cash-account.subtab': { accountNumber: string; subRoute: string; subPage: string };
  'user-profile.details': NoParams;
  'user-profile.access': NoParams;
  'user-profile.notification-settings': NoParams;
  'user-profile.my-security': NoParams;
  'user-profile.my-security.qr-code': NoParams;
  'user-profile.esi-details': NoParams;
  'user-profile.legal': NoParams;
  'notifications.pending-payments': NoParams;
  'notifications.account-balance': NoParams;
  'notifications.term-deposit-maturities': NoParams;
}

export type AppRouteId = keyof AppRouteParams;

/** The params argument a link or page takes: none for pages without parameters. */
export type RouteParamsArg<Id extends AppRouteId> = AppRouteParams[Id] extends NoParams
  ? { params?: NoParams }
  : { params: AppRouteParams[Id] };
