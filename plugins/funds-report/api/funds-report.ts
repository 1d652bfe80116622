import { graphql } from '@kit/gql';

export const FUNDS_REPORT = graphql(`
  query FundsReport($filter: FundsReportFilter) {
    fundsReport(filter: $filter) {
      asAt
      total {
        accounts
        holdings
        value
      }
      investments {
        assetCode
        assetName
        assetType
        assetClass
        price
        accounts
        units
        value
        share
      }
      dealers {
        dealerCode
        dealerName
      }
      advisers {
        adviserCode
        adviserName
        dealerCode
      }
    }
  }
`);

export const FUNDS_REPORT_HOLDINGS = graphql(`
  query FundsReportHoldings($filter: FundsReportFilter, $first: Int, $after: String) {
    fundsReportHoldings(filter: $filter, first: $first, after: $after) {
      next
      total
      holdings {
        assetCode
        assetName
        accountId
        accountNumber
        accountName
        productDescription
        dealerCode
        units
        price
        value
      }
    }
  }
`);
