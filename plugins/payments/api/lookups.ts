// Lookups for making a payment (002 §3, §7): the account's payee and biller groups, the BSB and BPAY biller
// directories, and the public holidays the business-day pickers leave out. A payee's fields are payees.ts's
// PayeeFields fragment, the same the manage-payees lists read.
import { graphql } from '@kit/gql';

export const GET_PAYEES_AND_BILLERS = graphql(`
  query MakePaymentPayees($accountNumber: String!) {
    payeesAndBillers(accountNumber: $accountNumber) {
      accountNumber
      linkedAccounts { ...PayeeFields }
      nominatedAccounts { ...PayeeFields }
      taxAccounts { ...PayeeFields }
      savedPayees { ...PayeeFields }
      savedBillers { ...PayeeFields }
      clientAccounts { ...PayeeFields }
    }
  }
`);

/** A BSB lookup's answer as every BSB field shows it (Make a payment, the pension's destination). */
export const BSB_LOOKUP_FIELDS = graphql(`
  fragment BsbLookupFields on BsbLookup {
    found
    message
    details {
      bsb
      bankName
      branchName
    }
  }
`);

export const BSB_LOOKUP = graphql(`
  query MakePaymentBsbLookup($code: String!) {
    bsbLookup(code: $code) {
      ...BsbLookupFields
      details {
        state
      }
    }
  }
`);

export const BILLER_LOOKUP = graphql(`
  query MakePaymentBillerLookup($code: String!) {
    billerLookup(code: $code) {
      found
      message
      details {
        billerCode
        billerName
        billerShortName
        crnCheck
      }
    }
  }
`);

export const GET_PUBLIC_HOLIDAYS = graphql(`
  query MakePaymentPublicHolidays {
    publicHolidays {
      date
      name
    }
  }
`);
