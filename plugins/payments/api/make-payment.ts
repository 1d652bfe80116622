// Making a payment (002 §4, §7): the user's permission for the account, then validate (field errors or the
// signatories), save with an idempotency key, and a challenge to each chosen signatory.
import { graphql } from '@kit/gql';

export const GET_PAYMENT_PERMISSIONS = graphql(`
  query MakePaymentPermissions($accountNumber: String!) {
    paymentPermissions(accountNumber: $accountNumber) {
      accountNumber
      hasAccess
      canMakePayment
      paymentsEnabled
      signingType
      authority
      approvalsRequired
    }
  }
`);

export const VALIDATE_PAYMENT = graphql(`
  mutation MakePaymentValidate($input: PaymentInput!) {
    validatePayment(input: $input) {
      valid
      errors {
        code
        field
        message
      }
      paymentAuthorities {
        partyId
        name
        signingType
        approvalsRequired
        verificationMethod
      }
    }
  }
`);

export const SAVE_PAYMENT = graphql(`
  mutation MakePaymentSave($input: PaymentInput!, $idempotencyKey: String) {
    savePayment(input: $input, idempotencyKey: $idempotencyKey) {
      payment {
        ...PaymentFields
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const SEND_PAYMENT_CHALLENGE = graphql(`
  mutation MakePaymentSendChallenge($paymentId: ID!, $partyId: String!) {
    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {
      ...PaymentChallengeFields
    }
  }
`);
