import { graphql } from '@kit/gql';

export const FAVOURITES_KEY = 'FavouriteAccounts';

/** Preference is normalised by key, so the mutation's answer updates every reader of this query. */
export const GET_FAVOURITE_ACCOUNTS = graphql(`
  query GetFavouriteAccounts {
    viewer {
      preferences(keys: ["FavouriteAccounts"]) {
        key
        value
      }
    }
  }
`);

export const SET_FAVOURITE_ACCOUNT = graphql(`
  mutation SetFavouriteAccount($accountId: ID!, $favourite: Boolean!) {
    setFavouriteAccount(accountId: $accountId, favourite: $favourite) {
      __typename
      key
      value
    }
  }
`);
