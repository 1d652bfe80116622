// Manage payments (002 §2, §7, §8): a page of payments in one view (the user's own, or one account's), one
// payment by id (an alert's link), 'Send authorisation' to a signatory, cancel, and the alert events that
// keep the list live.
import { graphql } from '@kit/gql';

export const PAYMENTS_PAGE = graphql(`
  query PaymentsPage($accountNumber: String, $view: PaymentsView, $page: Int, $size: Int) {
    payments(accountNumber: $accountNumber, view: $view, page: $page, size: $size) {
      nodes {
        ...PaymentFields
      }
      page
      size
      total
    }
  }
`);

export const PAYMENT_BY_ID = graphql(`
  query PaymentById($id: ID!) {
    payment(id: $id) {
      ...PaymentFields
    }
  }
`);

export const SEND_PAYMENT_CHALLENGE = graphql(`
  mutation SendPaymentChallenge($paymentId: ID!, $partyId: String!) {
    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {
      ...PaymentChallengeFields
      expiryTime
    }
  }
`);

export const CANCEL_PAYMENT = graphql(`
  mutation CancelPayment($id: ID!) {
    cancelPayment(id: $id) {
      payment {
        ...PaymentFields
      }
      code
      message
    }
  }
`);

/** The notification centre's live alerts, listened to for payment alerts only (the bell keeps its own). */
export const PAYMENT_ALERT_EVENTS = graphql(`
  subscription PaymentAlertEvents {
    alertEvents {
      alert {
        id
        objectType
        approvalId
      }
    }
  }
`);
