import { graphql } from '@kit/gql';

export const GET_FEE_SCHEDULE = graphql(`
  query GetFeeSchedule {
    feeSchedule {
      effectiveDate
      administrationTiers {
        lowerBound
        upperBound
        rate
      }
      administrationFixed
      cashFeeRate
      adviserFeeMaxRate
      adviserFeeMaxAmount
      investments {
        code
        name
        type
        assetClass
        feeRate
      }
    }
  }
`);

export const GET_FEE_ESTIMATE = graphql(`
  query GetFeeEstimate($input: FeeEstimateInput!) {
    feeEstimate(input: $input) {
      pricing
      balance
      cash
      lines {
        type
        code
        description
        basis
        rate
        fixed
        monthly
        yearly
      }
      totals {
        type
        monthly
        yearly
      }
      monthly
      yearly
      yearlyRate
    }
  }
`);

export const GET_FEE_ESTIMATE_INPUTS = graphql(`
  query GetFeeEstimateInputs($accountId: ID!) {
    feeEstimateInputs(accountId: $accountId) {
      accountId
      accountNumber
      accountName
      asAt
      balance
      cash
      investments {
        code
        name
        amount
      }
      latestMonth {
        periodFrom
        periodTo
        total
      }
    }
  }
`);

/** The adviser's open wrap accounts matching a keyword, for the prefill. */
export const FIND_WRAP_ACCOUNTS = graphql(`
  query FindFeeCalculatorAccounts($keyword: String!) {
    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP], accountStatus: [Active] }, first: 10) {
      totalCount
      nodes {
        accountId
        accountNumber
        accountName
        accountProduct
        accountBalance
      }
    }
  }
`);
