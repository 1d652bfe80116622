import { graphql } from '@kit/gql';

export const GET_RATE_BADGES = graphql(`
  query GetRateBadges {
    rateBadges {
      cash
      wrap
    }
  }
`);

export const GET_CASH_RATES = graphql(`
  query GetCashRates($badge: String!) {
    cashRates(badge: $badge) {
      badge
      effectiveDate
      rates {
        key
        label
        rate
      }
    }
  }
`);

export const GET_TERM_DEPOSIT_RATES = graphql(`
  query GetTermDepositRates {
    termDepositRates {
      effectiveDate
      rebateBps
      tiers {
        key
        min
        max
      }
      terms {
        key
        label
        rates
      }
    }
  }
`);

export const GET_WRAP_RATES = graphql(`
  query GetWrapRates($badge: String!) {
    wrapRates(badge: $badge) {
      badge
      effectiveDate
      termDepositRatesUrl
      tiers {
        key
        min
        max
      }
      products {
        key
        label
        rates
      }
    }
  }
`);
