import { gql, type TypedDocumentNode } from '@apollo/client';

export const FAVOURITES_KEY = 'FavouriteAccounts';

export interface FavouritesData {
  viewer: { preferences: { key: string; value: unknown }[] | null };
}

/** Preference is normalised by key, so the mutation's answer updates every reader of this query. */
export const GET_FAVOURITE_ACCOUNTS: TypedDocumentNode<FavouritesData, Record<string, never>> = gql`
  query GetFavouriteAccounts {
    viewer {
      preferences(keys: ["FavouriteAccounts"]) {
        key
        value
      }
    }
  }
`;

export interface SetFavouriteData {
  setFavouriteAccount: { __typename?: 'Preference'; key: string; value: unknown };
}

export const SET_FAVOURITE_ACCOUNT: TypedDocumentNode<SetFavouriteData, { accountId: string; favourite: boolean }> = gql`
  mutation SetFavouriteAccount($accountId: ID!, $favourite: Boolean!) {
    setFavouriteAccount(accountId: $accountId, favourite: $favourite) {
      key
      value
    }
  }
`;
