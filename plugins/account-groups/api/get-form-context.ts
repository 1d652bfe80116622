import { graphql } from '@kit/gql';

/** What the Grouping form offers: business ventures (brand, products) and the user's dealer groups. */
export const GET_FORM_CONTEXT = graphql(`
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
`);
