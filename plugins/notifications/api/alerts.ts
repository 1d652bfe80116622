import { graphql } from '@kit/gql';

export const ALERT_FIELDS = graphql(`
  fragment AlertFields on Alert {
    id
    read
    text
    status
    statusLabel
    icon
    objectType
    route
    requestId
    approvalId
    accountNumber
    createdAt
  }
`);

export const ALERT_COUNTS_FIELDS = graphql(`
  fragment AlertCountsFields on AlertCounts {
    total
    unread
    unseen
  }
`);

export const NOTIFICATION_COUNTS_FIELDS = graphql(`
  fragment NotificationCountsFields on NotificationCounts {
    accountBalanceCount
    insufficientFundsForPendingPaymentsCount
    accountBalanceVisited
    pendingPaymentsVisited
  }
`);

/** What the bell needs before it opens: the counts and the preferences behind the notification links. */
export const BELL_STATUS = graphql(`
  query BellStatus {
    alertCounts {
      ...AlertCountsFields
    }
    notificationCounts {
      ...NotificationCountsFields
    }
    notificationPreferences {
      accountBalanceThresholdSelected
      insufficientFundsForPendingPaymentsThresholdSelected
      isPreferencesBeenSet
    }
  }
`);

export const ALERTS_PAGE = graphql(`
  query AlertsPage($after: String) {
    alerts(after: $after) {
      nodes {
        ...AlertFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MARK_ALERTS_READ = graphql(`
  mutation MarkAlertsRead($ids: [ID!]!) {
    markAlertsRead(ids: $ids) {
      marked
      failed
      counts {
        ...AlertCountsFields
      }
    }
  }
`);

export const MARK_ALL_ALERTS_READ = graphql(`
  mutation MarkAllAlertsRead {
    markAllAlertsRead {
      marked
      failed
      remaining
      counts {
        ...AlertCountsFields
      }
    }
  }
`);

export const MARK_ALERT_SEEN = graphql(`
  mutation MarkAlertSeen($id: ID!) {
    markAlertSeen(id: $id) {
      ...AlertCountsFields
    }
  }
`);

export const ALERT_EVENTS = graphql(`
  subscription AlertEvents {
    alertEvents {
      alert {
        ...AlertFields
      }
      counts {
        ...AlertCountsFields
      }
    }
  }
`);
