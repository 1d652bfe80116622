import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FilterOptionsData {
  viewer: {
    user: { mac: string; dealerRestricted: boolean; dealerCode: string | null } | null;
    adviserCodes: Array<{ entityKey: string; dealerCode: string; code: string; adviserName: string | null; productType: string }> | null;
  };
  productCodes: Array<{ code: string; description: string }> | null;
}

/** The adviser and product choices of the filters, and what the dealer code rule needs of the user. */
export const FILTER_OPTIONS: TypedDocumentNode<FilterOptionsData, Record<string, never>> = gql`
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
`;
