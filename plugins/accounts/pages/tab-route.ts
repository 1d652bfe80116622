export type { AccountSection } from '@kit/plugin';

/** The overview tab's route; its link is the account's own path. */
export const OVERVIEW_ROUTE = 'account-overview';
