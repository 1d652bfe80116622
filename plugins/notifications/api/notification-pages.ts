import { graphql } from '@kit/gql';

export const NOTIFICATION_PREFERENCES_FIELDS = graphql(`
  fragment NotificationPreferencesFields on NotificationPreferences {
    accountBalanceThresholdSelected
    accountBalanceThreshold
    insufficientFundsForPendingPaymentsThresholdSelected
    insufficientFundsWindowDays
    isPreferencesBeenSet
  }
`);

export const NOTIFICATION_PREFERENCES = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      ...NotificationPreferencesFields
    }
  }
`);

export const SAVE_NOTIFICATION_PREFERENCES = graphql(`
  mutation SaveNotificationPreferences($input: NotificationPreferencesInput!) {
    saveNotificationPreferences(input: $input) {
      ...NotificationPreferencesFields
    }
  }
`);

export const MARK_PAGE_VISITED = graphql(`
  mutation MarkNotificationPageVisited($page: NotificationPage!) {
    markNotificationPageVisited(page: $page) {
      ...NotificationCountsFields
    }
  }
`);

export const ACCOUNT_BALANCE_NOTIFICATIONS = graphql(`
  query AccountBalanceNotifications {
    accountBalanceNotifications {
      threshold
      rows {
        accountId
        accountNumber
        pageNumber
        accountName
        productDescription
        availableBalance
        ledgerBalance
      }
    }
  }
`);

export const PENDING_PAYMENT_NOTIFICATIONS = graphql(`
  query PendingPaymentNotifications {
    pendingPaymentNotifications {
      windowDays
      rows {
        accountId
        accountNumber
        pageNumber
        accountName
        productDescription
        availableBalance
        scheduledTotal
        paymentCount
        nextPaymentDate
        shortfall
      }
    }
  }
`);

export const TERM_DEPOSIT_MATURITIES = graphql(`
  query TermDepositMaturities($fromDate: Date!, $toDate: Date!) {
    termDepositMaturities(fromDate: $fromDate, toDate: $toDate) {
      accountId
      accountNumber
      pageNumber
      accountName
      productDescription
      maturityDate
      balance
      interestRate
    }
  }
`);
