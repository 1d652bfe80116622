import { graphql } from '@kit/gql';

/** An investment with its latest price and change, as the search and the investment page show it. */
export const MARKET_INVESTMENT_FIELDS = graphql(`
  fragment MarketInvestmentFields on MarketInvestment {
    code
    name
    type
    assetClass
    price
    priceDate
    previousPrice
    previousPriceDate
    change
    changePercent
  }
`);

export const MARKET_INVESTMENTS = graphql(`
  query MarketInvestments($search: String, $type: MarketInvestmentType) {
    marketInvestments(search: $search, type: $type) {
      ...MarketInvestmentFields
    }
  }
`);

export const MARKET_INVESTMENT = graphql(`
  query MarketInvestment($code: String!) {
    marketInvestment(code: $code) {
      ...MarketInvestmentFields
    }
  }
`);

export const MARKET_PRICE_HISTORY = graphql(`
  query MarketPriceHistory($code: String!, $range: PriceHistoryRange) {
    marketPriceHistory(code: $code, range: $range) {
      code
      range
      from
      to
      points {
        date
        price
      }
    }
  }
`);

export const MARKET_INVESTMENT_HOLDERS = graphql(`
  query MarketInvestmentHolders($code: String!, $first: Int, $after: String) {
    marketInvestmentHolders(code: $code, first: $first, after: $after) {
      code
      price
      priceDate
      accounts
      units
      value
      next
      holders {
        accountId
        accountNumber
        accountName
        productDescription
        dealerCode
        units
        value
      }
    }
  }
`);
