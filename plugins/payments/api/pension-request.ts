// The adhoc pension payment request (002 §3, §7 traverse intent pension_payments) and the BSB lookup its
// destination account uses (lookups.ts's BsbLookupFields). The gateway fills submission_details and badge from the session.
import { graphql } from '@kit/gql';
import type { RequestPensionPaymentMutation } from '@kit/gql/graphql';

export type PensionRequestResult = RequestPensionPaymentMutation['requestPensionPayment'];
export type PensionAuthoriser = PensionRequestResult['authorisers'][number];

export const REQUEST_PENSION_PAYMENT = graphql(`
  mutation RequestPensionPayment($input: RetirementRequestInput!) {
    requestPensionPayment(input: $input) {
      requestId
      result
      intentId
      sla
      requestSubmissionTime
      authorisers {
        authoriserName
        signingMethod
        activityId
        expiryTime
        error
      }
      errors {
        code
        message
        tier
      }
      message
    }
  }
`);

export const PENSION_BSB_LOOKUP = graphql(`
  query PensionBsbLookup($code: String!) {
    bsbLookup(code: $code) {
      ...BsbLookupFields
    }
  }
`);
