/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Access level of the signed-in user to an account (000 §3 account access; full access is one level). */
export type AccountAccess =
  | 'FULL'
  | 'LIMITED'
  | 'VIEW';

/** The account filter values of 000 §3. Dates are yyyy-MM-dd (the web's dd/MM/yyyy input is accepted too; anything else is BAD_USER_INPUT); the gateway sends them upstream as yyyy-MM-dd'T'00:00:00'Z' (from) and 23:59:59 (to), amounts with 2 decimals (000 §5). */
export type AccountFilter = {
  accountIds?: Array<string> | null | undefined;
  /** None given: Active and Closed are both sent (000 §5). */
  accountStatus?: Array<AccountStatus> | null | undefined;
  accountTypes?: Array<AccountType> | null | undefined;
  /** Entity keys (dealer code + adviser code); sent as the advisers header. */
  adviserCodes?: Array<string> | null | undefined;
  businessVentures?: Array<string> | null | undefined;
  closeDateFrom?: string | null | undefined;
  closeDateTo?: string | null | undefined;
  /** Only the accounts in the favourite-accounts preference: none saved gives an empty result; a failed preference read gives an error. */
  favourites?: boolean | null | undefined;
  fromAmount?: number | null | undefined;
  /** Free text; tokenised (000 §5: runs of non-alphanumerics are separators, tokens comma-joined). */
  keyword?: string | null | undefined;
  openDateFrom?: string | null | undefined;
  openDateTo?: string | null | undefined;
  productCodes?: Array<string> | null | undefined;
  toAmount?: number | null | undefined;
};

export type AccountGroupInput = {
  /** Account ids, numbers or composer codes. */
  accounts: Array<string>;
  attributes?: Array<string> | null | undefined;
  businessVentureId: string;
  dealerCode: string;
  groupTypes: Array<GroupType>;
  /** Cleaned as 000 §5 says (characters other than letters, digits, whitespace, - ( ) ' & become spaces, then trimmed). */
  name: string;
  /** A new draft is ACTIVE (000 §4). */
  status?: AccountGroupStatus | null | undefined;
};

/** Account group status (000 §4); unknown upstream values read as ACTIVE. */
export type AccountGroupStatus =
  | 'ACTIVE'
  | 'CLOSED'
  | 'INACTIVE'
  | 'PENDING';

/** Which account page an account opens, from its product code (000 §2): any other type does not navigate. */
export type AccountKind =
  | 'CASH'
  | 'NONE'
  | 'TERM_DEPOSIT'
  | 'WRAP';

export type AccountSort = {
  columns: Array<AccountSortColumn>;
  order?: SortOrder | null | undefined;
};

export type AccountSortColumn =
  | 'ACCOUNT_NAME'
  | 'ACCOUNT_NUMBER'
  | 'ACCOUNT_TYPE'
  | 'BALANCE'
  | 'CLOSE_DATE'
  | 'OPEN_DATE';

export type AccountStatus =
  | 'Active'
  | 'Closed'
  | 'Deleted'
  | 'Pending';

export type AccountType =
  | 'CASH'
  | 'MOT'
  | 'TD'
  | 'WRAP';

/** The icon a status shows (001 §3): completed SUCCESS; created, in progress and no status INFO; cancelled and not completed awaiting adviser ERROR; denied DENIED; awaiting adviser and awaiting client approval PENDING; warning WARNING; received MONEY. */
export type AlertIcon =
  | 'DENIED'
  | 'ERROR'
  | 'INFO'
  | 'MONEY'
  | 'PENDING'
  | 'SUCCESS'
  | 'WARNING';

/** What an alert is about (001 §3): payments, settings/maturities or others. */
export type AlertObjectType =
  | 'OTHERS'
  | 'PAYMENTS'
  | 'SETTINGS_MATURITIES';

/** An alert's status (001 §3), derived by the gateway: text rules first, then category, then the upstream's status text (001 §4, 002 §2). */
export type AlertStatus =
  | 'AWAITING_ADVISER'
  | 'AWAITING_CLIENT_APPROVAL'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CREATED'
  | 'DENIED'
  | 'IN_PROGRESS'
  | 'NOT_COMPLETED_AWAITING_ADVISER'
  | 'RECEIVED'
  | 'WARNING';

export type AnnouncementStyle =
  | 'ERROR'
  /** An information bar (the yellow box); closing it saves its messageId as the yellow-box-message preference. */
  | 'INFO';

/** A per-session feature flag override (kept by the web in session storage). */
export type FlagOverride = {
  key: string;
  on: boolean;
};

export type GroupKind =
  | 'ADMIN_FEE'
  | 'ADVISER_FEE'
  | 'FEE'
  | 'REPORTING'
  | 'STATEMENT';

export type GroupType =
  | 'FEE'
  | 'REPORTING'
  | 'STATEMENTS';

export type LinkedAccountRelation =
  /** The wrap account's cash account (linkedCashAccount). */
  | 'LINKED_CASH'
  /** An account that uses this cash account as its linked cash account (babbage showLinks). */
  | 'LINKED_TO_THIS';

export type LogoutReason =
  | 'logged_out'
  | 'timed_out';

export type NavItemKind =
  | 'action'
  | 'badgeExternal'
  | 'external'
  | 'route'
  | 'toggle';

export type NotificationPage =
  | 'ACCOUNT_BALANCE'
  | 'PENDING_PAYMENTS';

export type NotificationPreferencesInput = {
  accountBalanceThreshold?: number | null | undefined;
  accountBalanceThresholdSelected: boolean;
  insufficientFundsForPendingPaymentsThresholdSelected: boolean;
  insufficientFundsWindowDays?: number | null | undefined;
};

/**
 * Development only: what a product owner wants to preview. badges and products are filtered as a real
 * user's are (badges without a business venture dropped, access derived from the products).
 */
export type PreviewInput = {
  badges: Array<string>;
  /** mgl, oasis or perpetual */
  brand: string;
  childBadge: string;
  /** dev, sit, uat, lab, beta or production: the flags and links of that environment. */
  environment: string;
  /**
   * The remote feature-enabled properties (featureEnabledProperty checks), e.g. { key: "accountGroup.enabled", on: false }.
   * A preview makes no upstream call, so without this list every featureEnabledProperty check passes;
   * with it, only the listed properties that are on pass.
   */
  featureProperties?: Array<FlagOverride> | null | undefined;
  flagOverrides?: Array<FlagOverride> | null | undefined;
  /** Products held under the brand: Cash, Wrap, Vision. */
  products: Array<string>;
  /** The user flags that are on, e.g. wrapDealerLevelAccessFlag. */
  userFlags?: Array<string> | null | undefined;
};

/** Which recent list a page opening is recorded in (000 §3 preferences RecentAccounts, RecentWrapGroups). */
export type RecentKind =
  | 'ACCOUNT'
  | 'WRAP_GROUP';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type ValidateAccountGroupInput = {
  accounts: Array<string>;
  dealerCode?: string | null | undefined;
  groupCode?: string | null | undefined;
  groupTypes?: Array<GroupType> | null | undefined;
};

export type GetAccountGroupQueryVariables = Exact<{
  code: string | number;
}>;


export type GetAccountGroupQuery = { accountGroup: { accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, kinds: Array<GroupKind>, attributes: Array<string>, businessVentureId: string, status: AccountGroupStatus, portfolioValue: number | null, isAdviserFee: boolean, isEditable: boolean | null, dealerCode: string, createdBy: string | null, createdByName: string | null, createdDate: string | null, accounts: Array<{ accountId: string, accountNumber: string, composerCode: string | null, accountName: string | null, productCode: string | null, productName: string | null, accountStatus: string | null, availableBalance: number | null, access: AccountAccess | null }> } | null };

export type GetGroupFormContextQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGroupFormContextQuery = { shell: { brand: { key: string }, access: { products: Array<string> } }, viewer: { adviserCodes: Array<{ entityKey: string, dealerCode: string, dealerName: string | null, productType: string }> | null } };

export type ValidateAccountGroupMutationVariables = Exact<{
  input: ValidateAccountGroupInput;
}>;


export type ValidateAccountGroupMutation = { validateAccountGroup: Array<{ code: string, valid: boolean }> };

export type CreateAccountGroupMutationVariables = Exact<{
  input: AccountGroupInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateAccountGroupMutation = { createAccountGroup: { accountGroupCode: string } };

export type UpdateAccountGroupMutationVariables = Exact<{
  code: string | number;
  input: AccountGroupInput;
}>;


export type UpdateAccountGroupMutation = { updateAccountGroup: { accountGroupCode: string } };

export type CloseAccountGroupMutationVariables = Exact<{
  code: string | number;
}>;


export type CloseAccountGroupMutation = { closeAccountGroup: { accountGroupCode: string, status: AccountGroupStatus } };

export type CandidateAccountFieldsFragment = { accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, productCode: string, accountProduct: string, roleType: string | null, parentAccountId: string | null, type: string | null, availableBalance: number | null, accountBalance: number | null };

export type SearchGroupAccountsQueryVariables = Exact<{
  keyword: string;
}>;


export type SearchGroupAccountsQuery = { accountSearch: { nodes: Array<{ accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, productCode: string, accountProduct: string, roleType: string | null, parentAccountId: string | null, type: string | null, availableBalance: number | null, accountBalance: number | null }> } | null };

export type WrapAccountNumbersQueryVariables = Exact<{
  composerCodes: Array<string> | string;
}>;


export type WrapAccountNumbersQuery = { wrapAccountNumbers: Array<{ composerCode: string, wrapAccountNumber: string | null }> | null };

export type RelatedGroupAccountsQueryVariables = Exact<{
  keyword: string;
}>;


export type RelatedGroupAccountsQuery = { accountSearch: { nodes: Array<{ accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, productCode: string, accountProduct: string, roleType: string | null, parentAccountId: string | null, type: string | null, availableBalance: number | null, accountBalance: number | null }> } | null };

export type GetAccountQueryVariables = Exact<{
  accountNumber: string;
}>;


export type GetAccountQuery = { account: { accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, kind: AccountKind, productCode: string, productDescription: string, productType: string | null, businessVenture: string, adviserCode: string, dealerCode: string, openDate: string, closedDate: string | null, maturityDate: string | null, interestRate: number | null, ledgerBalance: number | null, availableBalance: number | null, netPortfolioValue: number | null, balanceAsAt: string | null, linkedAccounts: Array<{ accountId: string | null, accountNumber: string, accountName: string | null, accountType: string | null, kind: AccountKind, pageNumber: string, relation: LinkedAccountRelation }> } | null };

export type GetAccountSubNavigationQueryVariables = Exact<{
  section: string;
}>;


export type GetAccountSubNavigationQuery = { shell: { subNavigation: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null }> | null }> } };

export type GetDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDashboardQuery = { viewer: { greeting: string | null, user: { mac: string, lastLogin: string | null } | null } };

export type AlertFieldsFragment = { id: string, read: boolean, text: string, status: AlertStatus | null, statusLabel: string | null, icon: AlertIcon, objectType: AlertObjectType, route: string | null, requestId: string | null, accountNumber: string | null, createdAt: string };

export type BellStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type BellStatusQuery = { alertCounts: { total: number, unread: number, unseen: number } | null, notificationCounts: { accountBalanceCount: number, insufficientFundsForPendingPaymentsCount: number, accountBalanceVisited: boolean, pendingPaymentsVisited: boolean } | null, notificationPreferences: { accountBalanceThresholdSelected: boolean, insufficientFundsForPendingPaymentsThresholdSelected: boolean, isPreferencesBeenSet: boolean } | null };

export type AlertsPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AlertsPageQuery = { alerts: { nodes: Array<{ id: string, read: boolean, text: string, status: AlertStatus | null, statusLabel: string | null, icon: AlertIcon, objectType: AlertObjectType, route: string | null, requestId: string | null, accountNumber: string | null, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MarkAlertsReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkAlertsReadMutation = { markAlertsRead: { marked: Array<string>, failed: Array<string>, counts: { total: number, unread: number, unseen: number } | null } };

export type MarkAllAlertsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllAlertsReadMutation = { markAllAlertsRead: { marked: Array<string>, failed: Array<string>, remaining: number, counts: { total: number, unread: number, unseen: number } | null } };

export type MarkAlertSeenMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkAlertSeenMutation = { markAlertSeen: { total: number, unread: number, unseen: number } };

export type AlertEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AlertEventsSubscription = { alertEvents: { alert: { id: string, read: boolean, text: string, status: AlertStatus | null, statusLabel: string | null, icon: AlertIcon, objectType: AlertObjectType, route: string | null, requestId: string | null, accountNumber: string | null, createdAt: string } | null, counts: { total: number, unread: number, unseen: number } } };

export type AnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementsQuery = { announcements: Array<{ id: string, body: string, style: AnnouncementStyle, publishId: string }> | null, viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type DismissYellowBoxMutationVariables = Exact<{
  value?: unknown;
}>;


export type DismissYellowBoxMutation = { setPreference: { key: string, value: unknown } };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { notificationPreferences: { accountBalanceThresholdSelected: boolean, accountBalanceThreshold: number | null, insufficientFundsForPendingPaymentsThresholdSelected: boolean, insufficientFundsWindowDays: number | null, isPreferencesBeenSet: boolean } | null };

export type SaveNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type SaveNotificationPreferencesMutation = { saveNotificationPreferences: { accountBalanceThresholdSelected: boolean, accountBalanceThreshold: number | null, insufficientFundsForPendingPaymentsThresholdSelected: boolean, insufficientFundsWindowDays: number | null, isPreferencesBeenSet: boolean } };

export type MarkNotificationPageVisitedMutationVariables = Exact<{
  page: NotificationPage;
}>;


export type MarkNotificationPageVisitedMutation = { markNotificationPageVisited: { accountBalanceCount: number, insufficientFundsForPendingPaymentsCount: number, accountBalanceVisited: boolean, pendingPaymentsVisited: boolean } };

export type AccountBalanceNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountBalanceNotificationsQuery = { accountBalanceNotifications: { threshold: number | null, rows: Array<{ accountId: string, accountNumber: string, pageNumber: string, accountName: string, productDescription: string, availableBalance: number, ledgerBalance: number }> } };

export type PendingPaymentNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingPaymentNotificationsQuery = { pendingPaymentNotifications: { windowDays: number | null, rows: Array<{ accountId: string, accountNumber: string, pageNumber: string, accountName: string, productDescription: string, availableBalance: number, scheduledTotal: number, paymentCount: number, nextPaymentDate: string, shortfall: number }> } };

export type TermDepositMaturitiesQueryVariables = Exact<{
  fromDate: string;
  toDate: string;
}>;


export type TermDepositMaturitiesQuery = { termDepositMaturities: Array<{ accountId: string, accountNumber: string, pageNumber: string, accountName: string, productDescription: string, maturityDate: string, balance: number, interestRate: number | null }> };

export type AccountFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountFilterOptionsQuery = { viewer: { user: { mac: string, dealerRestricted: boolean, dealerCode: string | null } | null, adviserCodes: Array<{ entityKey: string, dealerCode: string, code: string, adviserName: string | null, productType: string }> | null }, productCodes: Array<{ code: string, description: string }> | null };

export type SearchAccountResultsQueryVariables = Exact<{
  filter?: AccountFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  sort?: AccountSort | null | undefined;
}>;


export type SearchAccountResultsQuery = { accountSearch: { totalCount: number, nodes: Array<{ accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, productCode: string, accountProduct: string, adviserCode: string, accountCreated: string, closedDate: string | null, accountBalance: number | null, isNewAccount: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type SearchGroupResultsQueryVariables = Exact<{
  query?: string | null | undefined;
  groupType?: GroupType | null | undefined;
  first?: number | null | undefined;
}>;


export type SearchGroupResultsQuery = { wrapGroupSearch: Array<{ accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, businessVentureId: string, accountCount: number }> | null };

export type SearchAccountFieldsFragment = { accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, accountProduct: string, accountBalance: number | null, isNewAccount: boolean };

export type GetRecentPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRecentPreferencesQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type GetRecentAccountsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type GetRecentAccountsQuery = { accountsByIds: Array<{ accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, accountProduct: string, accountBalance: number | null, isNewAccount: boolean } | null> | null };

export type SearchAccountsDropdownQueryVariables = Exact<{
  keyword: string;
  accountStatus?: Array<AccountStatus> | AccountStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchAccountsDropdownQuery = { accountSearch: { totalCount: number, balancesAsAt: string | null, nodes: Array<{ accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, accountProduct: string, accountBalance: number | null, isNewAccount: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type SearchClientsDropdownQueryVariables = Exact<{
  query: string;
}>;


export type SearchClientsDropdownQuery = { clientSearch: { totalCount: number, nodes: Array<{ contactId: string, type: string, displayName: string, suburb: string | null, status: string | null }> } | null };

export type SearchGroupFieldsFragment = { accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, accountCount: number };

export type SearchWrapGroupsDropdownQueryVariables = Exact<{
  query: string;
}>;


export type SearchWrapGroupsDropdownQuery = { wrapGroupSearch: Array<{ accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, accountCount: number }> | null };

export type GetRecentWrapGroupsQueryVariables = Exact<{
  codes: Array<string | number> | string | number;
}>;


export type GetRecentWrapGroupsQuery = { wrapGroupsByCodes: Array<{ accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, accountCount: number } | null> | null };

export type EndSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type EndSessionMutation = { endSession: boolean };

export type GetErrorUrlQueryVariables = Exact<{
  badge: string;
  code: string;
}>;


export type GetErrorUrlQuery = { signIn: { errorUrl: string } };

export type GetLoginUrlQueryVariables = Exact<{
  badge: string;
  redirectUri: string;
  goTo?: string | null | undefined;
}>;


export type GetLoginUrlQuery = { signIn: { loginUrl: string } };

export type GetLogoutUrlQueryVariables = Exact<{
  badge: string;
  reason: LogoutReason;
}>;


export type GetLogoutUrlQuery = { signIn: { logoutUrl: string } };

export type GetViewerUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetViewerUserQuery = { viewer: { greeting: string | null, user: { mac: string, firstName: string, lastName: string, lastLogin: string | null, brand: string, loginBadge: string, childBadge: string } | null } };

export type RenewSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RenewSessionMutation = { renewSession: { accessToken: string, refreshToken: string, scope: string, expiresIn: number, refreshTokenExpiresIn: number } };

export type FirstVisitLoginUrlQueryVariables = Exact<{
  badge: string;
  redirectUri: string;
  goTo?: string | null | undefined;
}>;


export type FirstVisitLoginUrlQuery = { signIn: { loginUrl: string } };

export type GetFavouriteAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFavouriteAccountsQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type SetFavouriteAccountMutationVariables = Exact<{
  accountId: string | number;
  favourite: boolean;
}>;


export type SetFavouriteAccountMutation = { setFavouriteAccount: { __typename: 'Preference', key: string, value: unknown } };

export type RecordRecentMutationVariables = Exact<{
  kind: RecentKind;
  id: string | number;
}>;


export type RecordRecentMutation = { recordRecent: { key: string, value: unknown } };

export type GetHomepageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetHomepageQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type GetPreviewShellQueryVariables = Exact<{
  input: PreviewInput;
}>;


export type GetPreviewShellQuery = { previewShell: { environment: string, copyOverrides: unknown, brand: { key: string, name: string, loginBadge: string, childBadge: string, theme: unknown, assistNumber: string, helpLinks: unknown, logo: { src: string, alt: string }, favicon: { default: string, redDot: string } }, access: { badges: Array<string>, products: Array<string>, cashBadges: Array<string>, wrapAccess: boolean, cashAccess: boolean }, sideNavigation: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, profileMenu: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, plugins: Array<{ id: string, settings: unknown }>, flags: Array<{ key: string, on: boolean }>, idle: { idleSeconds: number, countdownSeconds: number } } | null };

export type GetShellPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetShellPreferencesQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type GetShellQueryVariables = Exact<{
  overrides?: Array<FlagOverride> | FlagOverride | null | undefined;
}>;


export type GetShellQuery = { shell: { environment: string, copyOverrides: unknown, brand: { key: string, name: string, loginBadge: string, childBadge: string, theme: unknown, assistNumber: string, helpLinks: unknown, logo: { src: string, alt: string }, favicon: { default: string, redDot: string } }, access: { badges: Array<string>, products: Array<string>, cashBadges: Array<string>, wrapAccess: boolean, cashAccess: boolean }, sideNavigation: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, profileMenu: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, plugins: Array<{ id: string, settings: unknown }>, flags: Array<{ key: string, on: boolean }>, idle: { idleSeconds: number, countdownSeconds: number } } };

export type SetPreferenceMutationVariables = Exact<{
  key: string;
  value?: unknown;
}>;


export type SetPreferenceMutation = { setPreference: { __typename: 'Preference', key: string, value: unknown } };

export type NavItemFieldsFragment = { id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null };

export type ShellFieldsFragment = { environment: string, copyOverrides: unknown, brand: { key: string, name: string, loginBadge: string, childBadge: string, theme: unknown, assistNumber: string, helpLinks: unknown, logo: { src: string, alt: string }, favicon: { default: string, redDot: string } }, access: { badges: Array<string>, products: Array<string>, cashBadges: Array<string>, wrapAccess: boolean, cashAccess: boolean }, sideNavigation: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, profileMenu: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, plugins: Array<{ id: string, settings: unknown }>, flags: Array<{ key: string, on: boolean }>, idle: { idleSeconds: number, countdownSeconds: number } };

export const CandidateAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidateAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"parentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}}]}}]} as unknown as DocumentNode<CandidateAccountFieldsFragment, unknown>;
export const AlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AlertFieldsFragment, unknown>;
export const SearchAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}}]} as unknown as DocumentNode<SearchAccountFieldsFragment, unknown>;
export const SearchGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrapGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<SearchGroupFieldsFragment, unknown>;
export const NavItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}}]} as unknown as DocumentNode<NavItemFieldsFragment, unknown>;
export const ShellFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"redDot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistNumber"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"cashBadges"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccess"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sideNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyOverrides"}},{"kind":"Field","name":{"kind":"Name","value":"idle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countdownSeconds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}}]} as unknown as DocumentNode<ShellFieldsFragment, unknown>;
export const GetAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"businessVentureId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"portfolioValue"}},{"kind":"Field","name":{"kind":"Name","value":"isAdviserFee"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"composerCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountGroupQuery, GetAccountGroupQueryVariables>;
export const GetGroupFormContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetGroupFormContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adviserCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityKey"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]}}]} as unknown as DocumentNode<GetGroupFormContextQuery, GetGroupFormContextQueryVariables>;
export const ValidateAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateAccountGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]}}]} as unknown as DocumentNode<ValidateAccountGroupMutation, ValidateAccountGroupMutationVariables>;
export const CreateAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountGroupInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}}]}}]}}]} as unknown as DocumentNode<CreateAccountGroupMutation, CreateAccountGroupMutationVariables>;
export const UpdateAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountGroupMutation, UpdateAccountGroupMutationVariables>;
export const CloseAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CloseAccountGroupMutation, CloseAccountGroupMutationVariables>;
export const SearchGroupAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchGroupAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WRAP"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CandidateAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidateAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"parentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}}]}}]} as unknown as DocumentNode<SearchGroupAccountsQuery, SearchGroupAccountsQueryVariables>;
export const WrapAccountNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WrapAccountNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"composerCodes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapAccountNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"composerCodes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"composerCodes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"composerCode"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccountNumber"}}]}}]}}]} as unknown as DocumentNode<WrapAccountNumbersQuery, WrapAccountNumbersQueryVariables>;
export const RelatedGroupAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatedGroupAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WRAP"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountStatus"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Active"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CandidateAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidateAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"parentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}}]}}]} as unknown as DocumentNode<RelatedGroupAccountsQuery, RelatedGroupAccountsQueryVariables>;
export const GetAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"businessVenture"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}},{"kind":"Field","name":{"kind":"Name","value":"closedDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerBalance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"netPortfolioValue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAsAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountQuery, GetAccountQueryVariables>;
export const GetAccountSubNavigationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountSubNavigation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subNavigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountSubNavigationQuery, GetAccountSubNavigationQueryVariables>;
export const GetDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"greeting"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}}]}}]}}]}}]} as unknown as DocumentNode<GetDashboardQuery, GetDashboardQueryVariables>;
export const BellStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BellStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceCount"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceVisited"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentsVisited"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"isPreferencesBeenSet"}}]}}]}}]} as unknown as DocumentNode<BellStatusQuery, BellStatusQueryVariables>;
export const AlertsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AlertsPageQuery, AlertsPageQueryVariables>;
export const MarkAlertsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAlertsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAlertsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]}}]}}]} as unknown as DocumentNode<MarkAlertsReadMutation, MarkAlertsReadMutationVariables>;
export const MarkAllAlertsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllAlertsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllAlertsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]}}]}}]} as unknown as DocumentNode<MarkAllAlertsReadMutation, MarkAllAlertsReadMutationVariables>;
export const MarkAlertSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAlertSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAlertSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]}}]} as unknown as DocumentNode<MarkAlertSeenMutation, MarkAlertSeenMutationVariables>;
export const AlertEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AlertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AlertEventsSubscription, AlertEventsSubscriptionVariables>;
export const AnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"publishId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"YellowBoxMessage","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AnnouncementsQuery, AnnouncementsQueryVariables>;
export const DismissYellowBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissYellowBox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"YellowBoxMessage","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<DismissYellowBoxMutation, DismissYellowBoxMutationVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"isPreferencesBeenSet"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const SaveNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"isPreferencesBeenSet"}}]}}]}}]} as unknown as DocumentNode<SaveNotificationPreferencesMutation, SaveNotificationPreferencesMutationVariables>;
export const MarkNotificationPageVisitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationPageVisited"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationPageVisited"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceCount"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceVisited"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentsVisited"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationPageVisitedMutation, MarkNotificationPageVisitedMutationVariables>;
export const AccountBalanceNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountBalanceNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerBalance"}}]}}]}}]}}]} as unknown as DocumentNode<AccountBalanceNotificationsQuery, AccountBalanceNotificationsQueryVariables>;
export const PendingPaymentNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingPaymentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTotal"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}}]}}]}}]}}]} as unknown as DocumentNode<PendingPaymentNotificationsQuery, PendingPaymentNotificationsQueryVariables>;
export const TermDepositMaturitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermDepositMaturities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termDepositMaturities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}}]}}]}}]} as unknown as DocumentNode<TermDepositMaturitiesQuery, TermDepositMaturitiesQueryVariables>;
export const AccountFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"dealerRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityKey"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AccountFilterOptionsQuery, AccountFilterOptionsQueryVariables>;
export const SearchAccountResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAccountResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountCreated"}},{"kind":"Field","name":{"kind":"Name","value":"closedDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SearchAccountResultsQuery, SearchAccountResultsQueryVariables>;
export const SearchGroupResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchGroupResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapGroupSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupType"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"businessVentureId"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]}}]} as unknown as DocumentNode<SearchGroupResultsQuery, SearchGroupResultsQueryVariables>;
export const GetRecentPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRecentPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"RecentAccounts","block":false},{"kind":"StringValue","value":"RecentWrapGroups","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetRecentPreferencesQuery, GetRecentPreferencesQueryVariables>;
export const GetRecentAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRecentAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountsByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}}]} as unknown as DocumentNode<GetRecentAccountsQuery, GetRecentAccountsQueryVariables>;
export const SearchAccountsDropdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAccountsDropdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountStatus"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountStatus"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"balancesAsAt"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}}]} as unknown as DocumentNode<SearchAccountsDropdownQuery, SearchAccountsDropdownQueryVariables>;
export const SearchClientsDropdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchClientsDropdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SearchClientsDropdownQuery, SearchClientsDropdownQueryVariables>;
export const SearchWrapGroupsDropdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchWrapGroupsDropdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapGroupSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrapGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<SearchWrapGroupsDropdownQuery, SearchWrapGroupsDropdownQueryVariables>;
export const GetRecentWrapGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRecentWrapGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapGroupsByCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrapGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<GetRecentWrapGroupsQuery, GetRecentWrapGroupsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const GetErrorUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetErrorUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]}}]} as unknown as DocumentNode<GetErrorUrlQuery, GetErrorUrlQueryVariables>;
export const GetLoginUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLoginUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"goTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}}}]}]}}]}}]} as unknown as DocumentNode<GetLoginUrlQuery, GetLoginUrlQueryVariables>;
export const GetLogoutUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLogoutUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutReason"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]}}]} as unknown as DocumentNode<GetLogoutUrlQuery, GetLogoutUrlQueryVariables>;
export const GetViewerUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetViewerUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"greeting"}}]}}]}}]} as unknown as DocumentNode<GetViewerUserQuery, GetViewerUserQueryVariables>;
export const RenewSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiresIn"}}]}}]}}]} as unknown as DocumentNode<RenewSessionMutation, RenewSessionMutationVariables>;
export const FirstVisitLoginUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstVisitLoginUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"goTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}}}]}]}}]}}]} as unknown as DocumentNode<FirstVisitLoginUrlQuery, FirstVisitLoginUrlQueryVariables>;
export const GetFavouriteAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFavouriteAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"FavouriteAccounts","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetFavouriteAccountsQuery, GetFavouriteAccountsQueryVariables>;
export const SetFavouriteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFavouriteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFavouriteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"favourite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SetFavouriteAccountMutation, SetFavouriteAccountMutationVariables>;
export const RecordRecentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordRecent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRecent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RecordRecentMutation, RecordRecentMutationVariables>;
export const GetHomepageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetHomepage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"Homepage","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetHomepageQuery, GetHomepageQueryVariables>;
export const GetPreviewShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPreviewShell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewShell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"redDot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistNumber"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"cashBadges"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccess"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sideNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyOverrides"}},{"kind":"Field","name":{"kind":"Name","value":"idle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countdownSeconds"}}]}}]}}]} as unknown as DocumentNode<GetPreviewShellQuery, GetPreviewShellQueryVariables>;
export const GetShellPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetShellPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"AoSideNavPinned","block":false},{"kind":"StringValue","value":"DismissedPopovers","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetShellPreferencesQuery, GetShellPreferencesQueryVariables>;
export const GetShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetShell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrides"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlagOverride"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"overrides"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrides"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"redDot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistNumber"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"cashBadges"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccess"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sideNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyOverrides"}},{"kind":"Field","name":{"kind":"Name","value":"idle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countdownSeconds"}}]}}]}}]} as unknown as DocumentNode<GetShellQuery, GetShellQueryVariables>;
export const SetPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SetPreferenceMutation, SetPreferenceMutationVariables>;