import { graphql } from '@kit/gql';
import type { GetAccountFeesQuery } from '@kit/gql/graphql';

export type AccountFeeRow = GetAccountFeesQuery['accountFees']['fees'][number];

/** A wrap account's fees of the last 24 months, grouped by period, with totals by fee type. */
export const GET_ACCOUNT_FEES = graphql(`
  query GetAccountFees($accountId: ID!, $period: AccountFeePeriod) {
    accountFees(accountId: $accountId, period: $period) {
      period
      total
      totals {
        type
        amount
      }
      fees {
        periodFrom
        periodTo
        type
        amount
      }
    }
  }
`);
