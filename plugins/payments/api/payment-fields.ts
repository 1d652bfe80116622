// The payment fields every payments view shares (make a payment's result, Manage payments, scheduled payments).
import { graphql } from '@kit/gql';
import type { PaymentFieldsFragment } from '@kit/gql/graphql';

export type PaymentView = PaymentFieldsFragment;
export type PaymentAuthorityView = PaymentFieldsFragment['paymentAuthorities'][number];

export const PAYMENT_FIELDS = graphql(`
  fragment PaymentFields on Payment {
    paymentId
    status
    fromAccountNumber
    amount
    scheduleType
    schedule {
      nextDate
      lastDate
      frequency
    }
    paymentDestinationBPAY {
      biller
      billerName
      nickname
      billerShortName
      crn
    }
    paymentDestinationEFT {
      bsb
      accountNumber
      accountName
      clientDescription
    }
    payeeName
    fromPaymentNarrative
    toPaymentNarrative
    signingType
    approvalsRequired
    createdAt
    updatedAt
    paymentAuthorities {
      partyId
      name
      signingType
      approvalsRequired
      verificationMethod
      status
      sentAt
      expiryTime
      actionedAt
    }
  }
`);

/** What sending a signatory their challenge answers (Make a payment and Manage payments). */
export const PAYMENT_CHALLENGE_FIELDS = graphql(`
  fragment PaymentChallengeFields on PaymentChallengeResult {
    outcome
    code
    message
    partyId
    name
    verificationMethod
  }
`);
