import { graphql } from '@kit/gql';

/** The client's details and (as fields the gateway reads separately) its Active and Closed accounts and their total. */
export const GET_CLIENT_OVERVIEW = graphql(`
  query ClientOverviewPage($contactId: ID!) {
    clientOverview(contactId: $contactId) {
      contactId
      type
      contactType
      fullName
      status
      dateOfBirth
      abn
      acn
      contacts {
        subType
        value
      }
      mailingAddress {
        formattedAddress
      }
      residentialAddress {
        formattedAddress
      }
      businessAddress {
        formattedAddress
      }
      loginDetails {
        mobileAppInstalled
        mobileAppLastLogin
        authenticatorStatus
        authenticatorLastLogin
      }
      loginDetailsUnavailable
      accounts {
        accountId
        accountNumber
        accountShortName
        productCode
        productDescription
        accountType
        accountStatus
        availableBalance
        ledgerBalance
        maturityDate
        kind
        pageNumber
        product
        includedIn
        counted
      }
      total {
        value
        accounts
        byProduct {
          product
          accounts
          value
          weight
        }
      }
    }
  }
`);
