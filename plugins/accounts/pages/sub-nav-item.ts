import type { GetAccountQuery } from '@kit/gql/graphql';

type Tab = NonNullable<GetAccountQuery['account']>['tabs'][number];

/** A tab of the account page, with its nested tabs (e.g. Payments' sub-pages): AccountDetails.tabs. */
export type SubNavItem = Omit<Tab, 'children'> & { children?: SubNavItem[] | null };
