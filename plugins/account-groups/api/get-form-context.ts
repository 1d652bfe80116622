import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FormContextData {
  shell: { brand: { key: string }; access: { products: string[] } };
  viewer: { adviserCodes: Array<{ entityKey: string; dealerCode: string; dealerName: string | null; productType: string }> | null };
}

/** What the Grouping form offers: business ventures (brand, products) and the user's dealer groups. */
export const GET_FORM_CONTEXT: TypedDocumentNode<FormContextData, Record<string, never>> = gql`
  query GetGroupFormContext {
    shell {
      brand {
        key
      }
      access {
        products
      }
    }
    viewer {
      adviserCodes {
        entityKey
        dealerCode
        dealerName
        productType
      }
    }
  }
`;
