import { graphql } from '@kit/gql';

export const NOTIFICATION_PREFERENCES = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      accountBalanceThresholdSelected
      accountBalanceThreshold
      insufficientFundsForPendingPaymentsThresholdSelected
      insufficientFundsWindowDays
      isPreferencesBeenSet
    }
  }
`);

export const SAVE_NOTIFICATION_PREFERENCES = graphql(`
  mutation SaveNotificationPreferences($input: NotificationPreferencesInput!) {
    saveNotificationPreferences(input: $input) {
      accountBalanceThresholdSelected
      accountBalanceThreshold
      insufficientFundsForPendingPaymentsThresholdSelected
      insufficientFundsWindowDays
      isPreferencesBeenSet
    }
  }
`);

export const MARK_PAGE_VISITED = graphql(`
  mutation MarkNotificationPageVisited($page: NotificationPage!) {
    markNotificationPageVisited(page: $page) {
      accountBalanceCount
      insufficientFundsForPendingPaymentsCount
      accountBalanceVisited
      pendingPaymentsVisited
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
  query TermDepositMaturities($fromDate: String!, $toDate: String!) {
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
