// A cash account's payees and billers in the 002 §3 groups.
import { graphql } from '@kit/gql';

export const PAYEE_FIELDS = graphql(`
  fragment PayeeFields on Payee {
    payeeId
    type
    accountName
    nickname
    bsb
    accountNumber
    billerCode
    billerName
    crn
    productDescription
  }
`);

export const PAYEES_AND_BILLERS = graphql(`
  query PayeesAndBillers($accountNumber: String!) {
    payeesAndBillers(accountNumber: $accountNumber) {
      accountNumber
      linkedAccounts {
        ...PayeeFields
      }
      nominatedAccounts {
        ...PayeeFields
      }
      taxAccounts {
        ...PayeeFields
      }
      savedPayees {
        ...PayeeFields
      }
      savedBillers {
        ...PayeeFields
      }
      clientAccounts {
        ...PayeeFields
      }
    }
  }
`);
