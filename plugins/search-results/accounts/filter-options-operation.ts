import { graphql } from '@kit/gql';
import type { AccountFilterOptionsQuery } from '@kit/gql/graphql';

export type FilterOptionsData = AccountFilterOptionsQuery;

/** The adviser and product choices of the filters, and what the dealer code rule needs of the user. */
export const FILTER_OPTIONS = graphql(`
  query AccountFilterOptions {
    viewer {
      user {
        mac
        dealerRestricted
        dealerCode
      }
      adviserCodes {
        entityKey
        dealerCode
        code
        adviserName
        productType
      }
    }
    productCodes {
      code
      description
    }
  }
`);
