import { graphql } from '@kit/gql';

export const FEE_ARRANGEMENT_FIELDS = graphql(`
  fragment FeeArrangementFields on FeeArrangement {
    accountId
    accountNumber
    accountName
    productDescription
    clientName
    anniversaryDate
    feeAmount
    feeRate
    status
    statusUntilDate
    daysLeft
    feeStopsDate
    endReason
    renewal {
      id
      status
      sentAt
      answeredAt
    }
    canSendRenewal
  }
`);

export const FEE_ARRANGEMENTS = graphql(`
  query FeeArrangements(
    $filter: FeeArrangementFilter
    $sort: FeeArrangementSortColumn
    $order: FeeArrangementSortOrder
    $first: Int
    $after: String
  ) {
    feeArrangements(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
      totalCount
      endCursor
      todayDate
      counts {
        current
        renewalDue
        overdue
        lapsed
        ended
      }
      rules {
        rule
        days
      }
      arrangements {
        ...FeeArrangementFields
      }
    }
  }
`);

export const SEND_FEE_RENEWAL = graphql(`
  mutation SendFeeRenewal($accountNumber: String!) {
    sendFeeRenewal(accountNumber: $accountNumber) {
      sent
      refusal
      arrangement {
        ...FeeArrangementFields
      }
    }
  }
`);

/** The notification centre's live alerts, listened to for a client's answer to a fee renewal (the bell keeps its own). */
export const FEE_CONSENT_ALERT_EVENTS = graphql(`
  subscription FeeConsentAlertEvents {
    alertEvents {
      alert {
        id
        links {
          key
          value
        }
      }
    }
  }
`);
