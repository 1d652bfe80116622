import { graphql } from '@kit/gql';

/** The client's total by asset class: the gateway reads each wrap account's valuation, so only when it is shown. */
export const GET_CLIENT_ASSET_CLASSES = graphql(`
  query ClientAssetClasses($contactId: ID!) {
    clientOverview(contactId: $contactId) {
      contactId
      total {
        value
        byAssetClass {
          assetClass
          value
          weight
        }
      }
    }
  }
`);
