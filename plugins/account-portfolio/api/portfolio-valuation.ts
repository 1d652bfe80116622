import { graphql } from '@kit/gql';

export const PORTFOLIO_VALUATION = graphql(`
  query PortfolioValuation($accountId: ID!, $asAt: Date) {
    portfolioValuation(accountId: $accountId, asAt: $asAt) {
      accountId
      asAt
      openedDate
      totalValue
      holdings {
        assetCode
        assetName
        assetType
        assetClass
        units
        price
        value
        weight
      }
      assetClasses {
        assetClass
        holdings
        value
        weight
      }
    }
  }
`);
