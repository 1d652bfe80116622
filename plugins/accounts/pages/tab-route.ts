export type AccountSection = 'cash-account' | 'wrap-account' | 'term-deposit';

/** The overview tab's route; its link is the account's own path. */
export const OVERVIEW_ROUTE = 'account-overview';
