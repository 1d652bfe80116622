/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CashAccountTransactions(\n    $accountId: ID!\n    $filter: CashLedgerFilter\n    $sort: CashLedgerSortColumn\n    $order: CashLedgerSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashAccountTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      cashAccountNumber\n      entries {\n        id\n        date\n        description\n        type\n        direction\n        amount\n        runningBalance\n      }\n    }\n  }\n": typeof types.CashAccountTransactionsDocument,
    "\n  query CashAccountScheduledPayments($accountId: ID!) {\n    cashAccountScheduledPayments(accountId: $accountId) {\n      id\n      payeeName\n      amount\n      nextPaymentDate\n      frequency\n      recurring\n      paymentType\n      lastPaymentDate\n    }\n  }\n": typeof types.CashAccountScheduledPaymentsDocument,
    "\n  query CashAccountContributions($accountId: ID!, $filter: CashContributionFilter, $first: Int, $after: String) {\n    cashAccountContributions(accountId: $accountId, filter: $filter, first: $first, after: $after) {\n      superLinked\n      totalCount\n      endCursor\n      financialYearFrom\n      financialYearTo\n      contributions {\n        id\n        date\n        type\n        contributor\n        amount\n      }\n      totals {\n        type\n        amount\n        count\n      }\n    }\n  }\n": typeof types.CashAccountContributionsDocument,
    "\n  query GetAccountGroup($code: ID!) {\n    accountGroup(code: $code) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      kinds\n      attributes\n      businessVentureId\n      status\n      portfolioValue\n      isAdviserFee\n      isEditable\n      dealerCode\n      createdBy\n      createdByName\n      createdDate\n      accounts {\n        accountId\n        accountNumber\n        composerCode\n        accountName\n        productCode\n        productName\n        accountStatus\n        availableBalance\n        access\n      }\n    }\n  }\n": typeof types.GetAccountGroupDocument,
    "\n  query GetGroupFormContext {\n    shell {\n      brand {\n        key\n      }\n      access {\n        products\n      }\n    }\n    viewer {\n      adviserCodes {\n        entityKey\n        dealerCode\n        dealerName\n        productType\n      }\n    }\n  }\n": typeof types.GetGroupFormContextDocument,
    "\n  mutation ValidateAccountGroup($input: ValidateAccountGroupInput!) {\n    validateAccountGroup(input: $input) {\n      code\n      valid\n    }\n  }\n": typeof types.ValidateAccountGroupDocument,
    "\n  mutation CreateAccountGroup($input: AccountGroupInput!, $idempotencyKey: String) {\n    createAccountGroup(input: $input, idempotencyKey: $idempotencyKey) {\n      accountGroupCode\n    }\n  }\n": typeof types.CreateAccountGroupDocument,
    "\n  mutation UpdateAccountGroup($code: ID!, $input: AccountGroupInput!) {\n    updateAccountGroup(code: $code, input: $input) {\n      accountGroupCode\n    }\n  }\n": typeof types.UpdateAccountGroupDocument,
    "\n  mutation CloseAccountGroup($code: ID!) {\n    closeAccountGroup(code: $code) {\n      accountGroupCode\n      status\n    }\n  }\n": typeof types.CloseAccountGroupDocument,
    "\n  fragment CandidateAccountFields on Account {\n    accountId\n    accountNumber\n    accountName\n    accountStatus\n    productCode\n    accountProduct\n    roleType\n    parentAccountId\n    type\n    availableBalance\n    accountBalance\n  }\n": typeof types.CandidateAccountFieldsFragmentDoc,
    "\n  query SearchGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP] }, first: 20) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n": typeof types.SearchGroupAccountsDocument,
    "\n  query WrapAccountNumbers($composerCodes: [String!]!) {\n    wrapAccountNumbers(composerCodes: $composerCodes) {\n      composerCode\n      wrapAccountNumber\n    }\n  }\n": typeof types.WrapAccountNumbersDocument,
    "\n  query RelatedGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP], accountStatus: [Active] }, first: 25) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n": typeof types.RelatedGroupAccountsDocument,
    "\n  query InvestmentTransactions(\n    $accountId: ID!\n    $filter: InvestmentTransactionFilter\n    $sort: InvestmentTransactionSortColumn\n    $order: InvestmentSortOrder\n    $first: Int\n    $after: String\n  ) {\n    investmentTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          date\n          type\n          assetCode\n          assetName\n          assetClass\n          description\n          units\n          price\n          amount\n        }\n      }\n    }\n  }\n": typeof types.InvestmentTransactionsDocument,
    "\n  query PortfolioValuation($accountId: ID!, $asAt: Date) {\n    portfolioValuation(accountId: $accountId, asAt: $asAt) {\n      accountId\n      asAt\n      openedDate\n      totalValue\n      holdings {\n        assetCode\n        assetName\n        assetType\n        assetClass\n        units\n        price\n        value\n        weight\n      }\n      assetClasses {\n        assetClass\n        holdings\n        value\n        weight\n      }\n    }\n  }\n": typeof types.PortfolioValuationDocument,
    "\n  query GetCentrelinkSchedules($accountId: ID!) {\n    centrelinkSchedules(accountId: $accountId) {\n      id\n      financialYear\n      periodFrom\n      periodTo\n      purchasePrice\n      relevantNumber\n      deductibleAmount\n      annualPayments\n      paymentFrequency\n      dateIssued\n    }\n  }\n": typeof types.GetCentrelinkSchedulesDocument,
    "\n  query GetAccountDocuments($accountId: ID!, $filter: AccountDocumentFilter) {\n    accountDocuments(accountId: $accountId, filter: $filter) {\n      id\n      type\n      title\n      periodFrom\n      periodTo\n      issuedDate\n      fileName\n      contentType\n      sizeBytes\n    }\n  }\n": typeof types.GetAccountDocumentsDocument,
    "\n  query GetAccountDocumentFile($accountId: ID!, $documentId: ID!) {\n    accountDocumentFile(accountId: $accountId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.GetAccountDocumentFileDocument,
    "\n  query GetAccountFees($accountId: ID!, $period: AccountFeePeriod) {\n    accountFees(accountId: $accountId, period: $period) {\n      period\n      total\n      totals {\n        type\n        amount\n      }\n      fees {\n        periodFrom\n        periodTo\n        type\n        amount\n      }\n    }\n  }\n": typeof types.GetAccountFeesDocument,
    "\n  fragment AccountValueHistoryFields on AccountValueHistory {\n    range\n    from\n    to\n    points {\n      date\n      value\n    }\n    months {\n      month\n      moneyIn\n      moneyOut\n      net\n    }\n  }\n": typeof types.AccountValueHistoryFieldsFragmentDoc,
    "\n  query PortfolioHistory($accountId: ID!, $range: AccountHistoryRange) {\n    portfolioHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n": typeof types.PortfolioHistoryDocument,
    "\n  query CashAccountHistory($accountId: ID!, $range: AccountHistoryRange) {\n    cashAccountHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n": typeof types.CashAccountHistoryDocument,
    "\n  query PortfolioPerformance($accountId: ID!) {\n    portfolioPerformance(accountId: $accountId) {\n      asAt\n      openedDate\n      periods {\n        period\n        from\n        to\n        returnPercent\n        annualised\n        moneyIn\n        moneyOut\n        fees\n      }\n    }\n  }\n": typeof types.PortfolioPerformanceDocument,
    "\n  query GetAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      accountType\n      kind\n      productCode\n      productDescription\n      productType\n      businessVenture\n      adviserCode\n      dealerCode\n      openDate\n      closedDate\n      maturityDate\n      interestRate\n      ledgerBalance\n      availableBalance\n      netPortfolioValue\n      balanceAsAt\n      clientId\n      parentProductType\n      termDeposit {\n        principal\n        interestRate\n        termMonths\n        startDate\n        maturityDate\n        interestFrequency\n        interestPaymentMethod\n        maturityInstruction\n        interestAtMaturity\n        interestEarned\n      }\n      tabs {\n        id\n        label\n        kind\n        route\n        children {\n          id\n          label\n          kind\n          route\n        }\n      }\n      linkedAccounts {\n        accountId\n        accountNumber\n        accountName\n        accountType\n        kind\n        pageNumber\n        relation\n      }\n    }\n  }\n": typeof types.GetAccountDocument,
    "\n  fragment BookFields on Book {\n    asAt\n    monthAgo\n    lowCashThreshold\n    total {\n      ...BookFigureFields\n    }\n    products {\n      product\n      figure {\n        ...BookFigureFields\n      }\n    }\n    allocation {\n      assetClass\n      value\n    }\n    needsAttention {\n      lowCash {\n        ...BookAttentionAccountsFields\n      }\n      maturingTermDeposits {\n        ...BookAttentionAccountsFields\n      }\n      paymentsAwaitingAuthorisation {\n        count\n        more\n        items {\n          paymentId\n          accountNumber\n          payeeName\n          amount\n          nextDate\n        }\n      }\n      requestsAwaitingAdviser {\n        count\n        more\n        items {\n          intentId\n          caseId\n          requestName\n          updatedDate\n        }\n      }\n      scheduledPaymentsShort {\n        count\n        more\n        windowDays\n        items {\n          accountId\n          accountNumber\n          accountName\n          shortfall\n          nextPaymentDate\n        }\n      }\n    }\n  }\n": typeof types.BookFieldsFragmentDoc,
    "\n  fragment BookFigureFields on BookFigure {\n    accounts\n    balance\n    balanceMonthAgo\n    change\n  }\n": typeof types.BookFigureFieldsFragmentDoc,
    "\n  fragment BookAttentionAccountsFields on BookAttentionAccounts {\n    count\n    more\n    items {\n      accountId\n      accountNumber\n      accountName\n      productDescription\n      balance\n      maturityDate\n    }\n  }\n": typeof types.BookAttentionAccountsFieldsFragmentDoc,
    "\n  query GetBook {\n    book {\n      ...BookFields\n    }\n  }\n": typeof types.GetBookDocument,
    "\n  mutation SetBookLowCashThreshold($threshold: Money!) {\n    setBookLowCashThreshold(threshold: $threshold) {\n      ...BookFields\n    }\n  }\n": typeof types.SetBookLowCashThresholdDocument,
    "\n  query SearchCashTransactions(\n    $filter: CashTransactionFilter\n    $sort: CashTransactionSortColumn\n    $order: CashTransactionSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashTransactions(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      transactions {\n        id\n        accountNumber\n        accountName\n        date\n        description\n        amount\n        direction\n      }\n    }\n  }\n": typeof types.SearchCashTransactionsDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    source\n    type\n    text\n    timestamp\n    agentName\n    entryType\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatConversationFields on ChatConversation {\n    id\n    kind\n    status\n    topic\n    subOption\n    agentName\n  }\n": typeof types.ChatConversationFieldsFragmentDoc,
    "\n  fragment ChatMessagesPayloadFields on ChatMessagesPayload {\n    conversation {\n      ...ChatConversationFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatMessagesPayloadFieldsFragmentDoc,
    "\n  query ChatAvailability {\n    chatAvailability {\n      live\n      reason\n      message\n      asyncAvailable\n    }\n  }\n": typeof types.ChatAvailabilityDocument,
    "\n  query ChatResume {\n    myAsyncConversation {\n      ...ChatConversationFields\n    }\n    viewer {\n      preferences(keys: [\"inactive-chat-transcript\"]) {\n        key\n        value\n      }\n    }\n  }\n": typeof types.ChatResumeDocument,
    "\n  query ChatConversation($id: ID!, $after: ID) {\n    chatConversation(id: $id) {\n      ...ChatConversationFields\n      messages(after: $after, limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatConversationDocument,
    "\n  mutation StartChat($kind: ChatKind!, $topic: String, $subOption: String, $context: ChatContextInput) {\n    startChat(kind: $kind, topic: $topic, subOption: $subOption, context: $context) {\n      ...ChatConversationFields\n      messages(limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.StartChatDocument,
    "\n  mutation SendChatMessage($conversationId: ID!, $text: String!) {\n    sendChatMessage(conversationId: $conversationId, text: $text) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation EndChat($conversationId: ID!) {\n    endChat(conversationId: $conversationId) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.EndChatDocument,
    "\n  mutation RequestHuman($conversationId: ID!) {\n    requestHuman(conversationId: $conversationId) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n": typeof types.RequestHumanDocument,
    "\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      conversationId\n      status\n      agentName\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatEventsDocument,
    "\n  mutation SetChatPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n": typeof types.SetChatPreferenceDocument,
    "\n  query ClientAssetClasses($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      total {\n        value\n        byAssetClass {\n          assetClass\n          value\n          weight\n        }\n      }\n    }\n  }\n": typeof types.ClientAssetClassesDocument,
    "\n  query ClientOverviewPage($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      type\n      contactType\n      fullName\n      status\n      dateOfBirth\n      abn\n      acn\n      contacts {\n        subType\n        value\n      }\n      mailingAddress {\n        formattedAddress\n      }\n      residentialAddress {\n        formattedAddress\n      }\n      businessAddress {\n        formattedAddress\n      }\n      loginDetails {\n        mobileAppInstalled\n        mobileAppLastLogin\n        authenticatorStatus\n        authenticatorLastLogin\n      }\n      loginDetailsUnavailable\n      accounts {\n        accountId\n        accountNumber\n        accountShortName\n        productCode\n        productDescription\n        accountType\n        accountStatus\n        availableBalance\n        ledgerBalance\n        maturityDate\n        kind\n        pageNumber\n        product\n        includedIn\n        counted\n      }\n      total {\n        value\n        accounts\n        byProduct {\n          product\n          accounts\n          value\n          weight\n        }\n      }\n    }\n  }\n": typeof types.ClientOverviewPageDocument,
    "\n  query GetContactAssistNumber {\n    screenShareAssistNumber\n  }\n": typeof types.GetContactAssistNumberDocument,
    "\n  fragment FeeArrangementFields on FeeArrangement {\n    accountId\n    accountNumber\n    accountName\n    productDescription\n    clientName\n    anniversaryDate\n    feeAmount\n    feeRate\n    status\n    statusUntilDate\n    daysLeft\n    feeStopsDate\n    endReason\n    renewal {\n      id\n      status\n      sentAt\n      answeredAt\n    }\n    canSendRenewal\n  }\n": typeof types.FeeArrangementFieldsFragmentDoc,
    "\n  query FeeArrangements(\n    $filter: FeeArrangementFilter\n    $sort: FeeArrangementSortColumn\n    $order: FeeArrangementSortOrder\n    $first: Int\n    $after: String\n  ) {\n    feeArrangements(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      todayDate\n      counts {\n        current\n        renewalDue\n        overdue\n        lapsed\n        ended\n      }\n      rules {\n        rule\n        days\n      }\n      arrangements {\n        ...FeeArrangementFields\n      }\n    }\n  }\n": typeof types.FeeArrangementsDocument,
    "\n  mutation SendFeeRenewal($accountNumber: String!) {\n    sendFeeRenewal(accountNumber: $accountNumber) {\n      sent\n      refusal\n      arrangement {\n        ...FeeArrangementFields\n      }\n    }\n  }\n": typeof types.SendFeeRenewalDocument,
    "\n  subscription FeeConsentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        links {\n          key\n          value\n        }\n      }\n    }\n  }\n": typeof types.FeeConsentAlertEventsDocument,
    "\n  query GetDashboard {\n    viewer {\n      greeting\n      user {\n        mac\n        lastLogin\n      }\n    }\n  }\n": typeof types.GetDashboardDocument,
    "\n  fragment NewsArticleSummaryFields on NewsArticleSummary {\n    id\n    type\n    title\n    summary\n    publishedDate\n    productTags\n  }\n": typeof types.NewsArticleSummaryFieldsFragmentDoc,
    "\n  fragment NewsListFields on NewsList {\n    type\n    offered\n    isErrorOccurred\n    products\n    articles {\n      ...NewsArticleSummaryFields\n    }\n    featured {\n      ...NewsArticleSummaryFields\n    }\n  }\n": typeof types.NewsListFieldsFragmentDoc,
    "\n  query GetNews {\n    news {\n      usersProducts\n      productNews {\n        ...NewsListFields\n      }\n      investmentNews {\n        ...NewsListFields\n      }\n      investmentStrategy {\n        ...NewsListFields\n      }\n      education {\n        ...NewsListFields\n      }\n    }\n  }\n": typeof types.GetNewsDocument,
    "\n  query GetNewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      id\n      type\n      title\n      summary\n      publishedDate\n      author\n      productTags\n      body\n    }\n  }\n": typeof types.GetNewsArticleDocument,
    "\n  fragment AlertFields on Alert {\n    id\n    read\n    text\n    status\n    statusLabel\n    icon\n    objectType\n    route\n    requestId\n    approvalId\n    accountNumber\n    createdAt\n  }\n": typeof types.AlertFieldsFragmentDoc,
    "\n  fragment AlertCountsFields on AlertCounts {\n    total\n    unread\n    unseen\n  }\n": typeof types.AlertCountsFieldsFragmentDoc,
    "\n  fragment NotificationCountsFields on NotificationCounts {\n    accountBalanceCount\n    insufficientFundsForPendingPaymentsCount\n    accountBalanceVisited\n    pendingPaymentsVisited\n  }\n": typeof types.NotificationCountsFieldsFragmentDoc,
    "\n  query BellStatus {\n    alertCounts {\n      ...AlertCountsFields\n    }\n    notificationCounts {\n      ...NotificationCountsFields\n    }\n    notificationPreferences {\n      accountBalanceThresholdSelected\n      insufficientFundsForPendingPaymentsThresholdSelected\n      isPreferencesBeenSet\n    }\n  }\n": typeof types.BellStatusDocument,
    "\n  query AlertsPage($after: String) {\n    alerts(after: $after) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AlertsPageDocument,
    "\n  mutation MarkAlertsRead($ids: [ID!]!) {\n    markAlertsRead(ids: $ids) {\n      marked\n      failed\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n": typeof types.MarkAlertsReadDocument,
    "\n  mutation MarkAllAlertsRead {\n    markAllAlertsRead {\n      marked\n      failed\n      remaining\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n": typeof types.MarkAllAlertsReadDocument,
    "\n  mutation MarkAlertSeen($id: ID!) {\n    markAlertSeen(id: $id) {\n      ...AlertCountsFields\n    }\n  }\n": typeof types.MarkAlertSeenDocument,
    "\n  subscription AlertEvents {\n    alertEvents {\n      alert {\n        ...AlertFields\n      }\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n": typeof types.AlertEventsDocument,
    "\n  query Announcements {\n    announcements {\n      id\n      body\n      style\n      publishId\n    }\n    viewer {\n      preferences(keys: [\"YellowBoxMessage\"]) {\n        key\n        value\n      }\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  mutation DismissYellowBox($value: JSON) {\n    setPreference(key: \"YellowBoxMessage\", value: $value) {\n      key\n      value\n    }\n  }\n": typeof types.DismissYellowBoxDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    accountBalanceThresholdSelected\n    accountBalanceThreshold\n    insufficientFundsForPendingPaymentsThresholdSelected\n    insufficientFundsWindowDays\n    isPreferencesBeenSet\n  }\n": typeof types.NotificationPreferencesFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation SaveNotificationPreferences($input: NotificationPreferencesInput!) {\n    saveNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": typeof types.SaveNotificationPreferencesDocument,
    "\n  mutation MarkNotificationPageVisited($page: NotificationPage!) {\n    markNotificationPageVisited(page: $page) {\n      ...NotificationCountsFields\n    }\n  }\n": typeof types.MarkNotificationPageVisitedDocument,
    "\n  query AccountBalanceNotifications {\n    accountBalanceNotifications {\n      threshold\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        ledgerBalance\n      }\n    }\n  }\n": typeof types.AccountBalanceNotificationsDocument,
    "\n  query PendingPaymentNotifications {\n    pendingPaymentNotifications {\n      windowDays\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        scheduledTotal\n        paymentCount\n        nextPaymentDate\n        shortfall\n      }\n    }\n  }\n": typeof types.PendingPaymentNotificationsDocument,
    "\n  query TermDepositMaturities($fromDate: Date!, $toDate: Date!) {\n    termDepositMaturities(fromDate: $fromDate, toDate: $toDate) {\n      accountId\n      accountNumber\n      pageNumber\n      accountName\n      productDescription\n      maturityDate\n      balance\n      interestRate\n    }\n  }\n": typeof types.TermDepositMaturitiesDocument,
    "\n  mutation CloseAccount($accountNumber: String!) {\n    closeAccount(accountNumber: $accountNumber) {\n      success\n      closureId\n      status\n      codes\n      reasons\n      messages\n    }\n  }\n": typeof types.CloseAccountDocument,
    "\n  query MakePaymentPayees($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts { ...PayeeFields }\n      nominatedAccounts { ...PayeeFields }\n      taxAccounts { ...PayeeFields }\n      savedPayees { ...PayeeFields }\n      savedBillers { ...PayeeFields }\n      clientAccounts { ...PayeeFields }\n    }\n  }\n": typeof types.MakePaymentPayeesDocument,
    "\n  fragment BsbLookupFields on BsbLookup {\n    found\n    message\n    details {\n      bsb\n      bankName\n      branchName\n    }\n  }\n": typeof types.BsbLookupFieldsFragmentDoc,
    "\n  query MakePaymentBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n      details {\n        state\n      }\n    }\n  }\n": typeof types.MakePaymentBsbLookupDocument,
    "\n  query MakePaymentBillerLookup($code: String!) {\n    billerLookup(code: $code) {\n      found\n      message\n      details {\n        billerCode\n        billerName\n        billerShortName\n        crnCheck\n      }\n    }\n  }\n": typeof types.MakePaymentBillerLookupDocument,
    "\n  query MakePaymentPublicHolidays {\n    publicHolidays {\n      date\n      name\n    }\n  }\n": typeof types.MakePaymentPublicHolidaysDocument,
    "\n  query MakePaymentPermissions($accountNumber: String!) {\n    paymentPermissions(accountNumber: $accountNumber) {\n      accountNumber\n      hasAccess\n      canMakePayment\n      paymentsEnabled\n      signingType\n      authority\n      approvalsRequired\n    }\n  }\n": typeof types.MakePaymentPermissionsDocument,
    "\n  mutation MakePaymentValidate($input: PaymentInput!) {\n    validatePayment(input: $input) {\n      valid\n      errors {\n        code\n        field\n        message\n      }\n      paymentAuthorities {\n        partyId\n        name\n        signingType\n        approvalsRequired\n        verificationMethod\n      }\n    }\n  }\n": typeof types.MakePaymentValidateDocument,
    "\n  mutation MakePaymentSave($input: PaymentInput!, $idempotencyKey: String) {\n    savePayment(input: $input, idempotencyKey: $idempotencyKey) {\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.MakePaymentSaveDocument,
    "\n  mutation MakePaymentSendChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n    }\n  }\n": typeof types.MakePaymentSendChallengeDocument,
    "\n  query PaymentsPage($accountNumber: String, $view: PaymentsView, $page: Int, $size: Int) {\n    payments(accountNumber: $accountNumber, view: $view, page: $page, size: $size) {\n      nodes {\n        ...PaymentFields\n      }\n      page\n      size\n      total\n    }\n  }\n": typeof types.PaymentsPageDocument,
    "\n  query PaymentById($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n": typeof types.PaymentByIdDocument,
    "\n  mutation SendPaymentChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n      expiryTime\n    }\n  }\n": typeof types.SendPaymentChallengeDocument,
    "\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      payment {\n        ...PaymentFields\n      }\n      code\n      message\n    }\n  }\n": typeof types.CancelPaymentDocument,
    "\n  subscription PaymentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        objectType\n        approvalId\n      }\n    }\n  }\n": typeof types.PaymentAlertEventsDocument,
    "\n  fragment PayeeFields on Payee {\n    payeeId\n    type\n    accountName\n    nickname\n    bsb\n    accountNumber\n    billerCode\n    billerName\n    crn\n    productDescription\n  }\n": typeof types.PayeeFieldsFragmentDoc,
    "\n  query PayeesAndBillers($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts {\n        ...PayeeFields\n      }\n      nominatedAccounts {\n        ...PayeeFields\n      }\n      taxAccounts {\n        ...PayeeFields\n      }\n      savedPayees {\n        ...PayeeFields\n      }\n      savedBillers {\n        ...PayeeFields\n      }\n      clientAccounts {\n        ...PayeeFields\n      }\n    }\n  }\n": typeof types.PayeesAndBillersDocument,
    "\n  fragment PaymentFields on Payment {\n    paymentId\n    status\n    fromAccountNumber\n    amount\n    scheduleType\n    schedule {\n      nextDate\n      lastDate\n      frequency\n    }\n    paymentDestinationBPAY {\n      biller\n      billerName\n      nickname\n      billerShortName\n      crn\n    }\n    paymentDestinationEFT {\n      bsb\n      accountNumber\n      accountName\n      clientDescription\n    }\n    payeeName\n    fromPaymentNarrative\n    toPaymentNarrative\n    signingType\n    approvalsRequired\n    createdAt\n    updatedAt\n    paymentAuthorities {\n      partyId\n      name\n      signingType\n      approvalsRequired\n      verificationMethod\n      status\n      sentAt\n      expiryTime\n      actionedAt\n    }\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  fragment PaymentChallengeFields on PaymentChallengeResult {\n    outcome\n    code\n    message\n    partyId\n    name\n    verificationMethod\n  }\n": typeof types.PaymentChallengeFieldsFragmentDoc,
    "\n  query PensionAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      kind\n      productCode\n      productDescription\n      productType\n      ledgerBalance\n      netPortfolioValue\n    }\n  }\n": typeof types.PensionAccountDocument,
    "\n  mutation RequestPensionPayment($input: RetirementRequestInput!) {\n    requestPensionPayment(input: $input) {\n      requestId\n      result\n      intentId\n      sla\n      requestSubmissionTime\n      authorisers {\n        authoriserName\n        signingMethod\n        activityId\n        expiryTime\n        error\n      }\n      errors {\n        code\n        message\n        tier\n      }\n      message\n    }\n  }\n": typeof types.RequestPensionPaymentDocument,
    "\n  query PensionBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n    }\n  }\n": typeof types.PensionBsbLookupDocument,
    "\n  mutation StartStepUp {\n    startStepUp {\n      id\n      expiresInSeconds\n      maxAttempts\n    }\n  }\n": typeof types.StartStepUpDocument,
    "\n  mutation VerifyStepUp($challengeId: ID!, $code: String!) {\n    verifyStepUp(challengeId: $challengeId, code: $code) {\n      outcome\n      token\n      expiresAt\n      attemptsLeft\n    }\n  }\n": typeof types.VerifyStepUpDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      outcome\n      brokenRules\n      changedAt\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query GetPasswordContext {\n    passwordPolicy {\n      minLength\n      maxLength\n      username\n    }\n    viewer {\n      user {\n        mac\n        lastPasswordChange\n      }\n    }\n  }\n": typeof types.GetPasswordContextDocument,
    "\n  query GetConnectedDevices {\n    connectedDevices {\n      id\n      browser\n      os\n      platform\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": typeof types.GetConnectedDevicesDocument,
    "\n  mutation SignOutDevice($id: ID!, $stepUpToken: String!) {\n    signOutDevice(id: $id, stepUpToken: $stepUpToken)\n  }\n": typeof types.SignOutDeviceDocument,
    "\n  query GetAuthenticator {\n    authenticator {\n      status\n      deviceName\n      activatedAt\n      enrolmentExpiresAt\n    }\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n": typeof types.GetAuthenticatorDocument,
    "\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      code\n      activationUrl\n      expiresAt\n    }\n  }\n": typeof types.StartAuthenticatorEnrolmentDocument,
    "\n  fragment AdviserCodeFields on AdviserCode {\n    entityKey\n    dealerCode\n    code\n    productType\n    adviserType\n    adviserName\n  }\n": typeof types.AdviserCodeFieldsFragmentDoc,
    "\n  query GetProfileDetails {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        brandName\n        childBadgeName\n        badgeNames\n        dealerCode\n        lastLogin\n        lastPasswordChange\n      }\n      adviserCodes {\n        ...AdviserCodeFields\n        dealerName\n      }\n    }\n  }\n": typeof types.GetProfileDetailsDocument,
    "\n  query GetSecurityLevel {\n    securityLevel\n  }\n": typeof types.GetSecurityLevelDocument,
    "\n  mutation SetSecurityLevel($level: SecurityLevel!) {\n    setSecurityLevel(level: $level)\n  }\n": typeof types.SetSecurityLevelDocument,
    "\n  query GetEsiDetails {\n    esiDetails {\n      fundName\n      abn\n      usi\n      esa\n      esaProvider\n      contactEmail\n      bsb\n      accountNumber\n      reference\n    }\n  }\n": typeof types.GetEsiDetailsDocument,
    "\n  query GetLegalLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n": typeof types.GetLegalLinksDocument,
    "\n  query GetMyAccess {\n    shell {\n      access {\n        badgeNames\n        products\n        cashBadgeNames\n        wrapAccess\n        cashAccess\n      }\n    }\n    viewer {\n      adviserCodes {\n        ...AdviserCodeFields\n      }\n    }\n  }\n": typeof types.GetMyAccessDocument,
    "\n  query GetProfilePicture {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n": typeof types.GetProfilePictureDocument,
    "\n  mutation SetProfilePicture($picture: ProfilePictureInput!) {\n    setProfilePicture(picture: $picture) {\n      contentType\n      data\n    }\n  }\n": typeof types.SetProfilePictureDocument,
    "\n  query GetRateBadges {\n    rateBadges {\n      cash\n      wrap\n    }\n  }\n": typeof types.GetRateBadgesDocument,
    "\n  query GetCashRates($badge: String!) {\n    cashRates(badge: $badge) {\n      badge\n      effectiveDate\n      rates {\n        key\n        label\n        rate\n      }\n    }\n  }\n": typeof types.GetCashRatesDocument,
    "\n  query GetTermDepositRates {\n    termDepositRates {\n      effectiveDate\n      rebateBps\n      tiers {\n        key\n        min\n        max\n      }\n      terms {\n        key\n        label\n        rates\n      }\n    }\n  }\n": typeof types.GetTermDepositRatesDocument,
    "\n  query GetWrapRates($badge: String!) {\n    wrapRates(badge: $badge) {\n      badge\n      effectiveDate\n      termDepositRatesUrl\n      tiers {\n        key\n        min\n        max\n      }\n      products {\n        key\n        label\n        rates\n      }\n    }\n  }\n": typeof types.GetWrapRatesDocument,
    "\n  fragment CaseStatusFields on CaseStatus {\n    code\n    display\n    label\n    pill\n    secondaryLabel\n  }\n": typeof types.CaseStatusFieldsFragmentDoc,
    "\n  fragment CaseRowFields on Case {\n    intentId\n    caseId\n    requestName\n    description\n    requestorName\n    status {\n      ...CaseStatusFields\n    }\n    accounts {\n      accountNumber\n      accountName\n      productDescription\n    }\n    createdDateTime\n    updatedDateTime\n  }\n": typeof types.CaseRowFieldsFragmentDoc,
    "\n  query GetCaseDocumentFile($intentId: ID!, $documentId: ID!) {\n    caseDocumentFile(intentId: $intentId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.GetCaseDocumentFileDocument,
    "\n  query GetCaseSignDocument($intentId: ID!) {\n    caseSignDocument(intentId: $intentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.GetCaseSignDocumentDocument,
    "\n  mutation CancelCase($intentId: ID!) {\n    cancelCase(intentId: $intentId) {\n      intentId\n      status {\n        ...CaseStatusFields\n      }\n    }\n  }\n": typeof types.CancelCaseDocument,
    "\n  mutation ResendAuthorisation($intentId: ID!, $activityId: ID!) {\n    resendAuthorisation(intentId: $intentId, activityId: $activityId) {\n      outcome\n      message\n    }\n  }\n": typeof types.ResendAuthorisationDocument,
    "\n  mutation AttachCaseDocuments($intentId: ID!, $files: [CaseFileInput!]!) {\n    attachCaseDocuments(intentId: $intentId, files: $files) {\n      documents {\n        ...CaseDocumentFields\n      }\n      malwareFileNames\n    }\n  }\n": typeof types.AttachCaseDocumentsDocument,
    "\n  mutation SubmitFollowUpResponses($intentId: ID!, $responses: [FollowUpResponseInput!]!) {\n    submitFollowUpResponses(intentId: $intentId, responses: $responses) {\n      caseId\n      caseStatus {\n        ...CaseStatusFields\n      }\n    }\n  }\n": typeof types.SubmitFollowUpResponsesDocument,
    "\n  mutation SubmitSignedDocument($intentId: ID!, $file: CaseFileInput!) {\n    submitSignedDocument(intentId: $intentId, file: $file) {\n      ...CaseDetailsFields\n    }\n  }\n": typeof types.SubmitSignedDocumentDocument,
    "\n  query GetRequestClients($keyword: String!) {\n    requestClients(keyword: $keyword) {\n      contactId\n      displayName\n      type\n      suburb\n    }\n  }\n": typeof types.GetRequestClientsDocument,
    "\n  query GetRequestAccounts($contactId: ID, $keyword: String) {\n    requestAccounts(contactId: $contactId, keyword: $keyword) {\n      accountNumber\n      accountName\n      productCode\n      productDescription\n      productType\n      accessLevel\n      businessArea\n    }\n  }\n": typeof types.GetRequestAccountsDocument,
    "\n  query GetRequestCategories($accountNumber: String!) {\n    requestCategories(accountNumber: $accountNumber) {\n      category\n      businessArea\n      subCategories {\n        id\n        subCategory\n        process\n        subprocess\n      }\n    }\n  }\n": typeof types.GetRequestCategoriesDocument,
    "\n  query GetRequestValidations($subCategoryId: ID!, $accountNumber: String!) {\n    requestValidations(subCategoryId: $subCategoryId, accountNumber: $accountNumber) {\n      code\n      message\n      tier\n    }\n  }\n": typeof types.GetRequestValidationsDocument,
    "\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      intentId\n      caseId\n      requestId\n      isGeneralRequestType\n      createdDateTime\n      sla\n      eta\n      result\n    }\n  }\n": typeof types.CreateCaseDocument,
    "\n  fragment CaseDocumentFields on CaseDocument {\n    documentId\n    documentName\n    contentType\n    size\n    uploadedAt\n    malware\n  }\n": typeof types.CaseDocumentFieldsFragmentDoc,
    "\n  fragment CaseDetailsFields on CaseDetails {\n    case {\n      ...CaseRowFields\n      accounts {\n        accountNumber\n        accountName\n        productDescription\n        adviserCode\n        dealerCode\n        adviserName\n        businessArea\n        isDeathPension\n      }\n      requestSource\n      approvalId\n      fulfillmentId\n    }\n    onlineRequestName\n    subprocessName\n    productCode\n    businessVenture\n    amount\n    sla\n    eta\n    payload {\n      kind\n      fields {\n        key\n        value\n      }\n      rows {\n        key\n        value\n      }\n    }\n    history {\n      type\n      status {\n        ...CaseStatusFields\n      }\n      timestamp\n      followUpIds\n      authorisers\n    }\n    followUps {\n      id\n      status\n      requestType\n      requestReason\n      requestedBy\n      respondedBy\n      requestedDateTime\n      respondedDateTime\n      requestWhy\n      requestWhat\n      requestReturnMethod\n      responseContent\n      visibleOnline\n      responseExpectedDate\n      documents {\n        documentId\n        documentName\n      }\n    }\n    authorisers {\n      activityId\n      authoriserName\n      authorisationLevel\n      roleType\n      status\n      updatedAt\n      expireBy\n      errors\n    }\n    documents {\n      ...CaseDocumentFields\n    }\n    malwareFileNames\n    cancellable\n  }\n": typeof types.CaseDetailsFieldsFragmentDoc,
    "\n  query GetCaseDetails($intentId: ID!) {\n    caseDetails(intentId: $intentId) {\n      ...CaseDetailsFields\n    }\n  }\n": typeof types.GetCaseDetailsDocument,
    "\n  query GetCaseFilterOptions {\n    caseInitiators {\n      label\n      value\n      currentUser\n    }\n    caseRequestNames\n  }\n": typeof types.GetCaseFilterOptionsDocument,
    "\n  query GetCases($filter: CaseFilter, $sort: CaseSort, $page: Int, $size: Int) {\n    cases(filter: $filter, sort: $sort, page: $page, size: $size) {\n      nodes {\n        ...CaseRowFields\n      }\n      pageNumber\n      pageSize\n      totalCount\n      hasNextPage\n    }\n  }\n": typeof types.GetCasesDocument,
    "\n  query GetRequestsInProgress($initiatedBy: InitiatedBy) {\n    requestsInProgress(initiatedBy: $initiatedBy) {\n      awaiting {\n        ...RequestInProgressFields\n      }\n      inProgress {\n        ...RequestInProgressFields\n      }\n    }\n  }\n": typeof types.GetRequestsInProgressDocument,
    "\n  fragment RequestInProgressFields on RequestInProgress {\n    requestType\n    requestId\n    approvalId\n    requestorName\n    requestCreatedDatetime\n    status {\n      ...CaseStatusFields\n    }\n  }\n": typeof types.RequestInProgressFieldsFragmentDoc,
    "\n  mutation StartScreenShare($product: String!) {\n    startScreenShare(product: $product) {\n      sessionId\n      pin\n      status\n      assistNumber\n    }\n  }\n": typeof types.StartScreenShareDocument,
    "\n  mutation EndScreenShare($sessionId: ID!, $logout: Boolean) {\n    endScreenShare(sessionId: $sessionId, logout: $logout) {\n      sessionId\n      status\n      endedBy\n    }\n  }\n": typeof types.EndScreenShareDocument,
    "\n  mutation SendScreenShareEvents($sessionId: ID!, $events: [String!]!) {\n    sendScreenShareEvents(sessionId: $sessionId, events: $events)\n  }\n": typeof types.SendScreenShareEventsDocument,
    "\n  subscription ScreenShareEvents($sessionId: ID!) {\n    screenShareEvents(sessionId: $sessionId) {\n      sessionId\n      status\n      control\n      endedBy\n      at\n    }\n  }\n": typeof types.ScreenShareEventsDocument,
    "\n  query ScreenShareLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n": typeof types.ScreenShareLinksDocument,
    "\n  query AccountFilterOptions {\n    viewer {\n      user {\n        mac\n        dealerRestricted\n        dealerCode\n      }\n      adviserCodes {\n        entityKey\n        dealerCode\n        code\n        adviserName\n        productType\n      }\n    }\n    productCodes {\n      code\n      description\n    }\n  }\n": typeof types.AccountFilterOptionsDocument,
    "\n  query SearchAccountResults($filter: AccountFilter, $first: Int, $after: String, $sort: AccountSort) {\n    accountSearch(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      nodes {\n        accountId\n        accountNumber\n        kind\n        pageNumber\n        accountName\n        accountStatus\n        accountType\n        productCode\n        accountProduct\n        adviserCode\n        accountCreated\n        closedDate\n        accountBalance\n        isNewAccount\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SearchAccountResultsDocument,
    "\n  query SearchGroupResults($query: String, $groupType: GroupType, $first: Int) {\n    wrapGroupSearch(query: $query, groupType: $groupType, first: $first) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      businessVentureId\n      accountCount\n    }\n  }\n": typeof types.SearchGroupResultsDocument,
    "\n  fragment SearchAccountFields on Account {\n    accountId\n    accountNumber\n    kind\n    pageNumber\n    accountName\n    accountStatus\n    accountType\n    accountProduct\n    accountBalance\n    isNewAccount\n  }\n": typeof types.SearchAccountFieldsFragmentDoc,
    "\n  query GetRecentPreferences {\n    viewer {\n      preferences(keys: [\"RecentAccounts\", \"RecentWrapGroups\"]) {\n        key\n        value\n      }\n    }\n  }\n": typeof types.GetRecentPreferencesDocument,
    "\n  query GetRecentAccounts($ids: [ID!]!) {\n    accountsByIds(ids: $ids) {\n      ...SearchAccountFields\n    }\n  }\n": typeof types.GetRecentAccountsDocument,
    "\n  query SearchAccountsDropdown($keyword: String!, $accountStatus: [AccountStatus!], $after: String) {\n    accountSearch(filter: { keyword: $keyword, accountStatus: $accountStatus }, first: 25, after: $after) {\n      totalCount\n      balancesAsAt\n      nodes {\n        ...SearchAccountFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SearchAccountsDropdownDocument,
    "\n  query SearchClientsDropdown($query: String!) {\n    clientSearch(query: $query, first: 30) {\n      totalCount\n      nodes {\n        contactId\n        type\n        displayName\n        suburb\n        status\n      }\n    }\n  }\n": typeof types.SearchClientsDropdownDocument,
    "\n  fragment SearchGroupFields on WrapGroup {\n    accountGroupCode\n    accountGroupName\n    accountGroupType\n    accountCount\n  }\n": typeof types.SearchGroupFieldsFragmentDoc,
    "\n  query SearchWrapGroupsDropdown($query: String!) {\n    wrapGroupSearch(query: $query, first: 5) {\n      ...SearchGroupFields\n    }\n  }\n": typeof types.SearchWrapGroupsDropdownDocument,
    "\n  query GetRecentWrapGroups($codes: [ID!]!) {\n    wrapGroupsByCodes(codes: $codes) {\n      ...SearchGroupFields\n    }\n  }\n": typeof types.GetRecentWrapGroupsDocument,
    "\n  query TrackingContext {\n    trackingContext {\n      appName\n      appVersion\n      mac\n    }\n  }\n": typeof types.TrackingContextDocument,
    "\n  query TrackingHeartbeat {\n    trackingHeartbeat\n  }\n": typeof types.TrackingHeartbeatDocument,
    "\n  mutation SendTrackingLogs($logs: JSON!) {\n    sendTrackingLogs(logs: $logs) {\n      accepted\n    }\n  }\n": typeof types.SendTrackingLogsDocument,
    "\n  mutation ReportTrackingHealth($jsStatus: String!, $customerSessionId: String!) {\n    reportTrackingHealth(jsStatus: $jsStatus, customerSessionId: $customerSessionId)\n  }\n": typeof types.ReportTrackingHealthDocument,
    "\n  query GetWhatsNewViewer {\n    viewer {\n      user {\n        mac\n        lastLogin\n        flags\n        supportedBrandProducts\n      }\n      preferences(keys: [\"whats-new-dismissed-groups\", \"behavioural-intercept-feedback\"]) {\n        key\n        value\n      }\n    }\n  }\n": typeof types.GetWhatsNewViewerDocument,
    "\n  mutation SetWhatsNewPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n": typeof types.SetWhatsNewPreferenceDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      receivedAt\n    }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  mutation EndSession($refreshToken: String!) {\n    endSession(refreshToken: $refreshToken)\n  }\n": typeof types.EndSessionDocument,
    "\n  query GetErrorUrl($badge: String!, $code: String!) {\n    signIn(badge: $badge) {\n      errorUrl(code: $code)\n    }\n  }\n": typeof types.GetErrorUrlDocument,
    "\n  query GetLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n": typeof types.GetLoginUrlDocument,
    "\n  query GetLogoutUrl($badge: String!, $reason: LogoutReason!) {\n    signIn(badge: $badge) {\n      logoutUrl(reason: $reason)\n    }\n  }\n": typeof types.GetLogoutUrlDocument,
    "\n  query GetViewerUser {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        lastLogin\n        brand\n        loginBadge\n        childBadge\n      }\n      greeting\n    }\n  }\n": typeof types.GetViewerUserDocument,
    "\n  mutation RenewSession($refreshToken: String!) {\n    renewSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      scope\n      expiresIn\n      refreshTokenExpiresIn\n    }\n  }\n": typeof types.RenewSessionDocument,
    "\n  query FirstVisitLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n": typeof types.FirstVisitLoginUrlDocument,
    "\n  query GetFavouriteAccounts {\n    viewer {\n      preferences(keys: [\"FavouriteAccounts\"]) {\n        key\n        value\n      }\n    }\n  }\n": typeof types.GetFavouriteAccountsDocument,
    "\n  mutation SetFavouriteAccount($accountId: ID!, $favourite: Boolean!) {\n    setFavouriteAccount(accountId: $accountId, favourite: $favourite) {\n      __typename\n      key\n      value\n    }\n  }\n": typeof types.SetFavouriteAccountDocument,
    "\n  mutation RecordRecent($kind: RecentKind!, $id: ID!) {\n    recordRecent(kind: $kind, id: $id) {\n      key\n      value\n    }\n  }\n": typeof types.RecordRecentDocument,
    "\n  query GetHomepage {\n    viewer {\n      preferences(keys: [\"Homepage\"]) {\n        key\n        value\n      }\n    }\n  }\n": typeof types.GetHomepageDocument,
    "\n  query GetAuthenticatorStatus {\n    authenticator {\n      status\n    }\n  }\n": typeof types.GetAuthenticatorStatusDocument,
    "\n  query GetPreviewShell($input: PreviewInput!) {\n    previewShell(input: $input) {\n      ...ShellFields\n    }\n  }\n": typeof types.GetPreviewShellDocument,
    "\n  query GetShellPreferences {\n    viewer {\n      preferences(keys: [\"AoSideNavPinned\", \"DismissedPopovers\"]) {\n        key\n        value\n      }\n    }\n  }\n": typeof types.GetShellPreferencesDocument,
    "\n  query GetShell($overrides: [FlagOverride!]) {\n    shell(overrides: $overrides) {\n      ...ShellFields\n    }\n  }\n": typeof types.GetShellDocument,
    "\n  mutation SetPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      __typename\n      key\n      value\n    }\n  }\n": typeof types.SetPreferenceDocument,
    "\n  fragment NavItemFields on NavItem {\n    id\n    label\n    kind\n    route\n    matches\n    exact\n    url\n    badges {\n      badge\n      label\n      url\n    }\n    selectBadge\n    action\n    disabledWhen\n    icon\n    popover\n    pinnedLabel\n  }\n": typeof types.NavItemFieldsFragmentDoc,
    "\n  fragment ShellFields on Shell {\n    environment\n    brand {\n      key\n      name\n      loginBadge\n      childBadge\n      theme\n      logo {\n        src\n        alt\n      }\n      favicon {\n        default\n        redDot\n      }\n      assistNumber\n      helpLinks\n    }\n    access {\n      badges\n      products\n      cashBadges\n      wrapAccess\n      cashAccess\n    }\n    sideNavigation {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n        children {\n          ...NavItemFields\n          children {\n            ...NavItemFields\n          }\n        }\n      }\n    }\n    profileMenu {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n      }\n    }\n    plugins {\n      id\n      settings\n    }\n    flags {\n      key\n      on\n    }\n    copyOverrides\n    idle {\n      idleSeconds\n      countdownSeconds\n    }\n  }\n": typeof types.ShellFieldsFragmentDoc,
    "\n  query GetHeaderAvatar {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n": typeof types.GetHeaderAvatarDocument,
};
const documents: Documents = {
    "\n  query CashAccountTransactions(\n    $accountId: ID!\n    $filter: CashLedgerFilter\n    $sort: CashLedgerSortColumn\n    $order: CashLedgerSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashAccountTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      cashAccountNumber\n      entries {\n        id\n        date\n        description\n        type\n        direction\n        amount\n        runningBalance\n      }\n    }\n  }\n": types.CashAccountTransactionsDocument,
    "\n  query CashAccountScheduledPayments($accountId: ID!) {\n    cashAccountScheduledPayments(accountId: $accountId) {\n      id\n      payeeName\n      amount\n      nextPaymentDate\n      frequency\n      recurring\n      paymentType\n      lastPaymentDate\n    }\n  }\n": types.CashAccountScheduledPaymentsDocument,
    "\n  query CashAccountContributions($accountId: ID!, $filter: CashContributionFilter, $first: Int, $after: String) {\n    cashAccountContributions(accountId: $accountId, filter: $filter, first: $first, after: $after) {\n      superLinked\n      totalCount\n      endCursor\n      financialYearFrom\n      financialYearTo\n      contributions {\n        id\n        date\n        type\n        contributor\n        amount\n      }\n      totals {\n        type\n        amount\n        count\n      }\n    }\n  }\n": types.CashAccountContributionsDocument,
    "\n  query GetAccountGroup($code: ID!) {\n    accountGroup(code: $code) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      kinds\n      attributes\n      businessVentureId\n      status\n      portfolioValue\n      isAdviserFee\n      isEditable\n      dealerCode\n      createdBy\n      createdByName\n      createdDate\n      accounts {\n        accountId\n        accountNumber\n        composerCode\n        accountName\n        productCode\n        productName\n        accountStatus\n        availableBalance\n        access\n      }\n    }\n  }\n": types.GetAccountGroupDocument,
    "\n  query GetGroupFormContext {\n    shell {\n      brand {\n        key\n      }\n      access {\n        products\n      }\n    }\n    viewer {\n      adviserCodes {\n        entityKey\n        dealerCode\n        dealerName\n        productType\n      }\n    }\n  }\n": types.GetGroupFormContextDocument,
    "\n  mutation ValidateAccountGroup($input: ValidateAccountGroupInput!) {\n    validateAccountGroup(input: $input) {\n      code\n      valid\n    }\n  }\n": types.ValidateAccountGroupDocument,
    "\n  mutation CreateAccountGroup($input: AccountGroupInput!, $idempotencyKey: String) {\n    createAccountGroup(input: $input, idempotencyKey: $idempotencyKey) {\n      accountGroupCode\n    }\n  }\n": types.CreateAccountGroupDocument,
    "\n  mutation UpdateAccountGroup($code: ID!, $input: AccountGroupInput!) {\n    updateAccountGroup(code: $code, input: $input) {\n      accountGroupCode\n    }\n  }\n": types.UpdateAccountGroupDocument,
    "\n  mutation CloseAccountGroup($code: ID!) {\n    closeAccountGroup(code: $code) {\n      accountGroupCode\n      status\n    }\n  }\n": types.CloseAccountGroupDocument,
    "\n  fragment CandidateAccountFields on Account {\n    accountId\n    accountNumber\n    accountName\n    accountStatus\n    productCode\n    accountProduct\n    roleType\n    parentAccountId\n    type\n    availableBalance\n    accountBalance\n  }\n": types.CandidateAccountFieldsFragmentDoc,
    "\n  query SearchGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP] }, first: 20) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n": types.SearchGroupAccountsDocument,
    "\n  query WrapAccountNumbers($composerCodes: [String!]!) {\n    wrapAccountNumbers(composerCodes: $composerCodes) {\n      composerCode\n      wrapAccountNumber\n    }\n  }\n": types.WrapAccountNumbersDocument,
    "\n  query RelatedGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP], accountStatus: [Active] }, first: 25) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n": types.RelatedGroupAccountsDocument,
    "\n  query InvestmentTransactions(\n    $accountId: ID!\n    $filter: InvestmentTransactionFilter\n    $sort: InvestmentTransactionSortColumn\n    $order: InvestmentSortOrder\n    $first: Int\n    $after: String\n  ) {\n    investmentTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          date\n          type\n          assetCode\n          assetName\n          assetClass\n          description\n          units\n          price\n          amount\n        }\n      }\n    }\n  }\n": types.InvestmentTransactionsDocument,
    "\n  query PortfolioValuation($accountId: ID!, $asAt: Date) {\n    portfolioValuation(accountId: $accountId, asAt: $asAt) {\n      accountId\n      asAt\n      openedDate\n      totalValue\n      holdings {\n        assetCode\n        assetName\n        assetType\n        assetClass\n        units\n        price\n        value\n        weight\n      }\n      assetClasses {\n        assetClass\n        holdings\n        value\n        weight\n      }\n    }\n  }\n": types.PortfolioValuationDocument,
    "\n  query GetCentrelinkSchedules($accountId: ID!) {\n    centrelinkSchedules(accountId: $accountId) {\n      id\n      financialYear\n      periodFrom\n      periodTo\n      purchasePrice\n      relevantNumber\n      deductibleAmount\n      annualPayments\n      paymentFrequency\n      dateIssued\n    }\n  }\n": types.GetCentrelinkSchedulesDocument,
    "\n  query GetAccountDocuments($accountId: ID!, $filter: AccountDocumentFilter) {\n    accountDocuments(accountId: $accountId, filter: $filter) {\n      id\n      type\n      title\n      periodFrom\n      periodTo\n      issuedDate\n      fileName\n      contentType\n      sizeBytes\n    }\n  }\n": types.GetAccountDocumentsDocument,
    "\n  query GetAccountDocumentFile($accountId: ID!, $documentId: ID!) {\n    accountDocumentFile(accountId: $accountId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.GetAccountDocumentFileDocument,
    "\n  query GetAccountFees($accountId: ID!, $period: AccountFeePeriod) {\n    accountFees(accountId: $accountId, period: $period) {\n      period\n      total\n      totals {\n        type\n        amount\n      }\n      fees {\n        periodFrom\n        periodTo\n        type\n        amount\n      }\n    }\n  }\n": types.GetAccountFeesDocument,
    "\n  fragment AccountValueHistoryFields on AccountValueHistory {\n    range\n    from\n    to\n    points {\n      date\n      value\n    }\n    months {\n      month\n      moneyIn\n      moneyOut\n      net\n    }\n  }\n": types.AccountValueHistoryFieldsFragmentDoc,
    "\n  query PortfolioHistory($accountId: ID!, $range: AccountHistoryRange) {\n    portfolioHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n": types.PortfolioHistoryDocument,
    "\n  query CashAccountHistory($accountId: ID!, $range: AccountHistoryRange) {\n    cashAccountHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n": types.CashAccountHistoryDocument,
    "\n  query PortfolioPerformance($accountId: ID!) {\n    portfolioPerformance(accountId: $accountId) {\n      asAt\n      openedDate\n      periods {\n        period\n        from\n        to\n        returnPercent\n        annualised\n        moneyIn\n        moneyOut\n        fees\n      }\n    }\n  }\n": types.PortfolioPerformanceDocument,
    "\n  query GetAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      accountType\n      kind\n      productCode\n      productDescription\n      productType\n      businessVenture\n      adviserCode\n      dealerCode\n      openDate\n      closedDate\n      maturityDate\n      interestRate\n      ledgerBalance\n      availableBalance\n      netPortfolioValue\n      balanceAsAt\n      clientId\n      parentProductType\n      termDeposit {\n        principal\n        interestRate\n        termMonths\n        startDate\n        maturityDate\n        interestFrequency\n        interestPaymentMethod\n        maturityInstruction\n        interestAtMaturity\n        interestEarned\n      }\n      tabs {\n        id\n        label\n        kind\n        route\n        children {\n          id\n          label\n          kind\n          route\n        }\n      }\n      linkedAccounts {\n        accountId\n        accountNumber\n        accountName\n        accountType\n        kind\n        pageNumber\n        relation\n      }\n    }\n  }\n": types.GetAccountDocument,
    "\n  fragment BookFields on Book {\n    asAt\n    monthAgo\n    lowCashThreshold\n    total {\n      ...BookFigureFields\n    }\n    products {\n      product\n      figure {\n        ...BookFigureFields\n      }\n    }\n    allocation {\n      assetClass\n      value\n    }\n    needsAttention {\n      lowCash {\n        ...BookAttentionAccountsFields\n      }\n      maturingTermDeposits {\n        ...BookAttentionAccountsFields\n      }\n      paymentsAwaitingAuthorisation {\n        count\n        more\n        items {\n          paymentId\n          accountNumber\n          payeeName\n          amount\n          nextDate\n        }\n      }\n      requestsAwaitingAdviser {\n        count\n        more\n        items {\n          intentId\n          caseId\n          requestName\n          updatedDate\n        }\n      }\n      scheduledPaymentsShort {\n        count\n        more\n        windowDays\n        items {\n          accountId\n          accountNumber\n          accountName\n          shortfall\n          nextPaymentDate\n        }\n      }\n    }\n  }\n": types.BookFieldsFragmentDoc,
    "\n  fragment BookFigureFields on BookFigure {\n    accounts\n    balance\n    balanceMonthAgo\n    change\n  }\n": types.BookFigureFieldsFragmentDoc,
    "\n  fragment BookAttentionAccountsFields on BookAttentionAccounts {\n    count\n    more\n    items {\n      accountId\n      accountNumber\n      accountName\n      productDescription\n      balance\n      maturityDate\n    }\n  }\n": types.BookAttentionAccountsFieldsFragmentDoc,
    "\n  query GetBook {\n    book {\n      ...BookFields\n    }\n  }\n": types.GetBookDocument,
    "\n  mutation SetBookLowCashThreshold($threshold: Money!) {\n    setBookLowCashThreshold(threshold: $threshold) {\n      ...BookFields\n    }\n  }\n": types.SetBookLowCashThresholdDocument,
    "\n  query SearchCashTransactions(\n    $filter: CashTransactionFilter\n    $sort: CashTransactionSortColumn\n    $order: CashTransactionSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashTransactions(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      transactions {\n        id\n        accountNumber\n        accountName\n        date\n        description\n        amount\n        direction\n      }\n    }\n  }\n": types.SearchCashTransactionsDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    source\n    type\n    text\n    timestamp\n    agentName\n    entryType\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatConversationFields on ChatConversation {\n    id\n    kind\n    status\n    topic\n    subOption\n    agentName\n  }\n": types.ChatConversationFieldsFragmentDoc,
    "\n  fragment ChatMessagesPayloadFields on ChatMessagesPayload {\n    conversation {\n      ...ChatConversationFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatMessagesPayloadFieldsFragmentDoc,
    "\n  query ChatAvailability {\n    chatAvailability {\n      live\n      reason\n      message\n      asyncAvailable\n    }\n  }\n": types.ChatAvailabilityDocument,
    "\n  query ChatResume {\n    myAsyncConversation {\n      ...ChatConversationFields\n    }\n    viewer {\n      preferences(keys: [\"inactive-chat-transcript\"]) {\n        key\n        value\n      }\n    }\n  }\n": types.ChatResumeDocument,
    "\n  query ChatConversation($id: ID!, $after: ID) {\n    chatConversation(id: $id) {\n      ...ChatConversationFields\n      messages(after: $after, limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatConversationDocument,
    "\n  mutation StartChat($kind: ChatKind!, $topic: String, $subOption: String, $context: ChatContextInput) {\n    startChat(kind: $kind, topic: $topic, subOption: $subOption, context: $context) {\n      ...ChatConversationFields\n      messages(limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.StartChatDocument,
    "\n  mutation SendChatMessage($conversationId: ID!, $text: String!) {\n    sendChatMessage(conversationId: $conversationId, text: $text) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation EndChat($conversationId: ID!) {\n    endChat(conversationId: $conversationId) {\n      ...ChatConversationFields\n    }\n  }\n": types.EndChatDocument,
    "\n  mutation RequestHuman($conversationId: ID!) {\n    requestHuman(conversationId: $conversationId) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n": types.RequestHumanDocument,
    "\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      conversationId\n      status\n      agentName\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatEventsDocument,
    "\n  mutation SetChatPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n": types.SetChatPreferenceDocument,
    "\n  query ClientAssetClasses($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      total {\n        value\n        byAssetClass {\n          assetClass\n          value\n          weight\n        }\n      }\n    }\n  }\n": types.ClientAssetClassesDocument,
    "\n  query ClientOverviewPage($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      type\n      contactType\n      fullName\n      status\n      dateOfBirth\n      abn\n      acn\n      contacts {\n        subType\n        value\n      }\n      mailingAddress {\n        formattedAddress\n      }\n      residentialAddress {\n        formattedAddress\n      }\n      businessAddress {\n        formattedAddress\n      }\n      loginDetails {\n        mobileAppInstalled\n        mobileAppLastLogin\n        authenticatorStatus\n        authenticatorLastLogin\n      }\n      loginDetailsUnavailable\n      accounts {\n        accountId\n        accountNumber\n        accountShortName\n        productCode\n        productDescription\n        accountType\n        accountStatus\n        availableBalance\n        ledgerBalance\n        maturityDate\n        kind\n        pageNumber\n        product\n        includedIn\n        counted\n      }\n      total {\n        value\n        accounts\n        byProduct {\n          product\n          accounts\n          value\n          weight\n        }\n      }\n    }\n  }\n": types.ClientOverviewPageDocument,
    "\n  query GetContactAssistNumber {\n    screenShareAssistNumber\n  }\n": types.GetContactAssistNumberDocument,
    "\n  fragment FeeArrangementFields on FeeArrangement {\n    accountId\n    accountNumber\n    accountName\n    productDescription\n    clientName\n    anniversaryDate\n    feeAmount\n    feeRate\n    status\n    statusUntilDate\n    daysLeft\n    feeStopsDate\n    endReason\n    renewal {\n      id\n      status\n      sentAt\n      answeredAt\n    }\n    canSendRenewal\n  }\n": types.FeeArrangementFieldsFragmentDoc,
    "\n  query FeeArrangements(\n    $filter: FeeArrangementFilter\n    $sort: FeeArrangementSortColumn\n    $order: FeeArrangementSortOrder\n    $first: Int\n    $after: String\n  ) {\n    feeArrangements(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      todayDate\n      counts {\n        current\n        renewalDue\n        overdue\n        lapsed\n        ended\n      }\n      rules {\n        rule\n        days\n      }\n      arrangements {\n        ...FeeArrangementFields\n      }\n    }\n  }\n": types.FeeArrangementsDocument,
    "\n  mutation SendFeeRenewal($accountNumber: String!) {\n    sendFeeRenewal(accountNumber: $accountNumber) {\n      sent\n      refusal\n      arrangement {\n        ...FeeArrangementFields\n      }\n    }\n  }\n": types.SendFeeRenewalDocument,
    "\n  subscription FeeConsentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        links {\n          key\n          value\n        }\n      }\n    }\n  }\n": types.FeeConsentAlertEventsDocument,
    "\n  query GetDashboard {\n    viewer {\n      greeting\n      user {\n        mac\n        lastLogin\n      }\n    }\n  }\n": types.GetDashboardDocument,
    "\n  fragment NewsArticleSummaryFields on NewsArticleSummary {\n    id\n    type\n    title\n    summary\n    publishedDate\n    productTags\n  }\n": types.NewsArticleSummaryFieldsFragmentDoc,
    "\n  fragment NewsListFields on NewsList {\n    type\n    offered\n    isErrorOccurred\n    products\n    articles {\n      ...NewsArticleSummaryFields\n    }\n    featured {\n      ...NewsArticleSummaryFields\n    }\n  }\n": types.NewsListFieldsFragmentDoc,
    "\n  query GetNews {\n    news {\n      usersProducts\n      productNews {\n        ...NewsListFields\n      }\n      investmentNews {\n        ...NewsListFields\n      }\n      investmentStrategy {\n        ...NewsListFields\n      }\n      education {\n        ...NewsListFields\n      }\n    }\n  }\n": types.GetNewsDocument,
    "\n  query GetNewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      id\n      type\n      title\n      summary\n      publishedDate\n      author\n      productTags\n      body\n    }\n  }\n": types.GetNewsArticleDocument,
    "\n  fragment AlertFields on Alert {\n    id\n    read\n    text\n    status\n    statusLabel\n    icon\n    objectType\n    route\n    requestId\n    approvalId\n    accountNumber\n    createdAt\n  }\n": types.AlertFieldsFragmentDoc,
    "\n  fragment AlertCountsFields on AlertCounts {\n    total\n    unread\n    unseen\n  }\n": types.AlertCountsFieldsFragmentDoc,
    "\n  fragment NotificationCountsFields on NotificationCounts {\n    accountBalanceCount\n    insufficientFundsForPendingPaymentsCount\n    accountBalanceVisited\n    pendingPaymentsVisited\n  }\n": types.NotificationCountsFieldsFragmentDoc,
    "\n  query BellStatus {\n    alertCounts {\n      ...AlertCountsFields\n    }\n    notificationCounts {\n      ...NotificationCountsFields\n    }\n    notificationPreferences {\n      accountBalanceThresholdSelected\n      insufficientFundsForPendingPaymentsThresholdSelected\n      isPreferencesBeenSet\n    }\n  }\n": types.BellStatusDocument,
    "\n  query AlertsPage($after: String) {\n    alerts(after: $after) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AlertsPageDocument,
    "\n  mutation MarkAlertsRead($ids: [ID!]!) {\n    markAlertsRead(ids: $ids) {\n      marked\n      failed\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n": types.MarkAlertsReadDocument,
    "\n  mutation MarkAllAlertsRead {\n    markAllAlertsRead {\n      marked\n      failed\n      remaining\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n": types.MarkAllAlertsReadDocument,
    "\n  mutation MarkAlertSeen($id: ID!) {\n    markAlertSeen(id: $id) {\n      ...AlertCountsFields\n    }\n  }\n": types.MarkAlertSeenDocument,
    "\n  subscription AlertEvents {\n    alertEvents {\n      alert {\n        ...AlertFields\n      }\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n": types.AlertEventsDocument,
    "\n  query Announcements {\n    announcements {\n      id\n      body\n      style\n      publishId\n    }\n    viewer {\n      preferences(keys: [\"YellowBoxMessage\"]) {\n        key\n        value\n      }\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  mutation DismissYellowBox($value: JSON) {\n    setPreference(key: \"YellowBoxMessage\", value: $value) {\n      key\n      value\n    }\n  }\n": types.DismissYellowBoxDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    accountBalanceThresholdSelected\n    accountBalanceThreshold\n    insufficientFundsForPendingPaymentsThresholdSelected\n    insufficientFundsWindowDays\n    isPreferencesBeenSet\n  }\n": types.NotificationPreferencesFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation SaveNotificationPreferences($input: NotificationPreferencesInput!) {\n    saveNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": types.SaveNotificationPreferencesDocument,
    "\n  mutation MarkNotificationPageVisited($page: NotificationPage!) {\n    markNotificationPageVisited(page: $page) {\n      ...NotificationCountsFields\n    }\n  }\n": types.MarkNotificationPageVisitedDocument,
    "\n  query AccountBalanceNotifications {\n    accountBalanceNotifications {\n      threshold\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        ledgerBalance\n      }\n    }\n  }\n": types.AccountBalanceNotificationsDocument,
    "\n  query PendingPaymentNotifications {\n    pendingPaymentNotifications {\n      windowDays\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        scheduledTotal\n        paymentCount\n        nextPaymentDate\n        shortfall\n      }\n    }\n  }\n": types.PendingPaymentNotificationsDocument,
    "\n  query TermDepositMaturities($fromDate: Date!, $toDate: Date!) {\n    termDepositMaturities(fromDate: $fromDate, toDate: $toDate) {\n      accountId\n      accountNumber\n      pageNumber\n      accountName\n      productDescription\n      maturityDate\n      balance\n      interestRate\n    }\n  }\n": types.TermDepositMaturitiesDocument,
    "\n  mutation CloseAccount($accountNumber: String!) {\n    closeAccount(accountNumber: $accountNumber) {\n      success\n      closureId\n      status\n      codes\n      reasons\n      messages\n    }\n  }\n": types.CloseAccountDocument,
    "\n  query MakePaymentPayees($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts { ...PayeeFields }\n      nominatedAccounts { ...PayeeFields }\n      taxAccounts { ...PayeeFields }\n      savedPayees { ...PayeeFields }\n      savedBillers { ...PayeeFields }\n      clientAccounts { ...PayeeFields }\n    }\n  }\n": types.MakePaymentPayeesDocument,
    "\n  fragment BsbLookupFields on BsbLookup {\n    found\n    message\n    details {\n      bsb\n      bankName\n      branchName\n    }\n  }\n": types.BsbLookupFieldsFragmentDoc,
    "\n  query MakePaymentBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n      details {\n        state\n      }\n    }\n  }\n": types.MakePaymentBsbLookupDocument,
    "\n  query MakePaymentBillerLookup($code: String!) {\n    billerLookup(code: $code) {\n      found\n      message\n      details {\n        billerCode\n        billerName\n        billerShortName\n        crnCheck\n      }\n    }\n  }\n": types.MakePaymentBillerLookupDocument,
    "\n  query MakePaymentPublicHolidays {\n    publicHolidays {\n      date\n      name\n    }\n  }\n": types.MakePaymentPublicHolidaysDocument,
    "\n  query MakePaymentPermissions($accountNumber: String!) {\n    paymentPermissions(accountNumber: $accountNumber) {\n      accountNumber\n      hasAccess\n      canMakePayment\n      paymentsEnabled\n      signingType\n      authority\n      approvalsRequired\n    }\n  }\n": types.MakePaymentPermissionsDocument,
    "\n  mutation MakePaymentValidate($input: PaymentInput!) {\n    validatePayment(input: $input) {\n      valid\n      errors {\n        code\n        field\n        message\n      }\n      paymentAuthorities {\n        partyId\n        name\n        signingType\n        approvalsRequired\n        verificationMethod\n      }\n    }\n  }\n": types.MakePaymentValidateDocument,
    "\n  mutation MakePaymentSave($input: PaymentInput!, $idempotencyKey: String) {\n    savePayment(input: $input, idempotencyKey: $idempotencyKey) {\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.MakePaymentSaveDocument,
    "\n  mutation MakePaymentSendChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n    }\n  }\n": types.MakePaymentSendChallengeDocument,
    "\n  query PaymentsPage($accountNumber: String, $view: PaymentsView, $page: Int, $size: Int) {\n    payments(accountNumber: $accountNumber, view: $view, page: $page, size: $size) {\n      nodes {\n        ...PaymentFields\n      }\n      page\n      size\n      total\n    }\n  }\n": types.PaymentsPageDocument,
    "\n  query PaymentById($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n": types.PaymentByIdDocument,
    "\n  mutation SendPaymentChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n      expiryTime\n    }\n  }\n": types.SendPaymentChallengeDocument,
    "\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      payment {\n        ...PaymentFields\n      }\n      code\n      message\n    }\n  }\n": types.CancelPaymentDocument,
    "\n  subscription PaymentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        objectType\n        approvalId\n      }\n    }\n  }\n": types.PaymentAlertEventsDocument,
    "\n  fragment PayeeFields on Payee {\n    payeeId\n    type\n    accountName\n    nickname\n    bsb\n    accountNumber\n    billerCode\n    billerName\n    crn\n    productDescription\n  }\n": types.PayeeFieldsFragmentDoc,
    "\n  query PayeesAndBillers($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts {\n        ...PayeeFields\n      }\n      nominatedAccounts {\n        ...PayeeFields\n      }\n      taxAccounts {\n        ...PayeeFields\n      }\n      savedPayees {\n        ...PayeeFields\n      }\n      savedBillers {\n        ...PayeeFields\n      }\n      clientAccounts {\n        ...PayeeFields\n      }\n    }\n  }\n": types.PayeesAndBillersDocument,
    "\n  fragment PaymentFields on Payment {\n    paymentId\n    status\n    fromAccountNumber\n    amount\n    scheduleType\n    schedule {\n      nextDate\n      lastDate\n      frequency\n    }\n    paymentDestinationBPAY {\n      biller\n      billerName\n      nickname\n      billerShortName\n      crn\n    }\n    paymentDestinationEFT {\n      bsb\n      accountNumber\n      accountName\n      clientDescription\n    }\n    payeeName\n    fromPaymentNarrative\n    toPaymentNarrative\n    signingType\n    approvalsRequired\n    createdAt\n    updatedAt\n    paymentAuthorities {\n      partyId\n      name\n      signingType\n      approvalsRequired\n      verificationMethod\n      status\n      sentAt\n      expiryTime\n      actionedAt\n    }\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  fragment PaymentChallengeFields on PaymentChallengeResult {\n    outcome\n    code\n    message\n    partyId\n    name\n    verificationMethod\n  }\n": types.PaymentChallengeFieldsFragmentDoc,
    "\n  query PensionAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      kind\n      productCode\n      productDescription\n      productType\n      ledgerBalance\n      netPortfolioValue\n    }\n  }\n": types.PensionAccountDocument,
    "\n  mutation RequestPensionPayment($input: RetirementRequestInput!) {\n    requestPensionPayment(input: $input) {\n      requestId\n      result\n      intentId\n      sla\n      requestSubmissionTime\n      authorisers {\n        authoriserName\n        signingMethod\n        activityId\n        expiryTime\n        error\n      }\n      errors {\n        code\n        message\n        tier\n      }\n      message\n    }\n  }\n": types.RequestPensionPaymentDocument,
    "\n  query PensionBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n    }\n  }\n": types.PensionBsbLookupDocument,
    "\n  mutation StartStepUp {\n    startStepUp {\n      id\n      expiresInSeconds\n      maxAttempts\n    }\n  }\n": types.StartStepUpDocument,
    "\n  mutation VerifyStepUp($challengeId: ID!, $code: String!) {\n    verifyStepUp(challengeId: $challengeId, code: $code) {\n      outcome\n      token\n      expiresAt\n      attemptsLeft\n    }\n  }\n": types.VerifyStepUpDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      outcome\n      brokenRules\n      changedAt\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query GetPasswordContext {\n    passwordPolicy {\n      minLength\n      maxLength\n      username\n    }\n    viewer {\n      user {\n        mac\n        lastPasswordChange\n      }\n    }\n  }\n": types.GetPasswordContextDocument,
    "\n  query GetConnectedDevices {\n    connectedDevices {\n      id\n      browser\n      os\n      platform\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": types.GetConnectedDevicesDocument,
    "\n  mutation SignOutDevice($id: ID!, $stepUpToken: String!) {\n    signOutDevice(id: $id, stepUpToken: $stepUpToken)\n  }\n": types.SignOutDeviceDocument,
    "\n  query GetAuthenticator {\n    authenticator {\n      status\n      deviceName\n      activatedAt\n      enrolmentExpiresAt\n    }\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n": types.GetAuthenticatorDocument,
    "\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      code\n      activationUrl\n      expiresAt\n    }\n  }\n": types.StartAuthenticatorEnrolmentDocument,
    "\n  fragment AdviserCodeFields on AdviserCode {\n    entityKey\n    dealerCode\n    code\n    productType\n    adviserType\n    adviserName\n  }\n": types.AdviserCodeFieldsFragmentDoc,
    "\n  query GetProfileDetails {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        brandName\n        childBadgeName\n        badgeNames\n        dealerCode\n        lastLogin\n        lastPasswordChange\n      }\n      adviserCodes {\n        ...AdviserCodeFields\n        dealerName\n      }\n    }\n  }\n": types.GetProfileDetailsDocument,
    "\n  query GetSecurityLevel {\n    securityLevel\n  }\n": types.GetSecurityLevelDocument,
    "\n  mutation SetSecurityLevel($level: SecurityLevel!) {\n    setSecurityLevel(level: $level)\n  }\n": types.SetSecurityLevelDocument,
    "\n  query GetEsiDetails {\n    esiDetails {\n      fundName\n      abn\n      usi\n      esa\n      esaProvider\n      contactEmail\n      bsb\n      accountNumber\n      reference\n    }\n  }\n": types.GetEsiDetailsDocument,
    "\n  query GetLegalLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n": types.GetLegalLinksDocument,
    "\n  query GetMyAccess {\n    shell {\n      access {\n        badgeNames\n        products\n        cashBadgeNames\n        wrapAccess\n        cashAccess\n      }\n    }\n    viewer {\n      adviserCodes {\n        ...AdviserCodeFields\n      }\n    }\n  }\n": types.GetMyAccessDocument,
    "\n  query GetProfilePicture {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n": types.GetProfilePictureDocument,
    "\n  mutation SetProfilePicture($picture: ProfilePictureInput!) {\n    setProfilePicture(picture: $picture) {\n      contentType\n      data\n    }\n  }\n": types.SetProfilePictureDocument,
    "\n  query GetRateBadges {\n    rateBadges {\n      cash\n      wrap\n    }\n  }\n": types.GetRateBadgesDocument,
    "\n  query GetCashRates($badge: String!) {\n    cashRates(badge: $badge) {\n      badge\n      effectiveDate\n      rates {\n        key\n        label\n        rate\n      }\n    }\n  }\n": types.GetCashRatesDocument,
    "\n  query GetTermDepositRates {\n    termDepositRates {\n      effectiveDate\n      rebateBps\n      tiers {\n        key\n        min\n        max\n      }\n      terms {\n        key\n        label\n        rates\n      }\n    }\n  }\n": types.GetTermDepositRatesDocument,
    "\n  query GetWrapRates($badge: String!) {\n    wrapRates(badge: $badge) {\n      badge\n      effectiveDate\n      termDepositRatesUrl\n      tiers {\n        key\n        min\n        max\n      }\n      products {\n        key\n        label\n        rates\n      }\n    }\n  }\n": types.GetWrapRatesDocument,
    "\n  fragment CaseStatusFields on CaseStatus {\n    code\n    display\n    label\n    pill\n    secondaryLabel\n  }\n": types.CaseStatusFieldsFragmentDoc,
    "\n  fragment CaseRowFields on Case {\n    intentId\n    caseId\n    requestName\n    description\n    requestorName\n    status {\n      ...CaseStatusFields\n    }\n    accounts {\n      accountNumber\n      accountName\n      productDescription\n    }\n    createdDateTime\n    updatedDateTime\n  }\n": types.CaseRowFieldsFragmentDoc,
    "\n  query GetCaseDocumentFile($intentId: ID!, $documentId: ID!) {\n    caseDocumentFile(intentId: $intentId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.GetCaseDocumentFileDocument,
    "\n  query GetCaseSignDocument($intentId: ID!) {\n    caseSignDocument(intentId: $intentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.GetCaseSignDocumentDocument,
    "\n  mutation CancelCase($intentId: ID!) {\n    cancelCase(intentId: $intentId) {\n      intentId\n      status {\n        ...CaseStatusFields\n      }\n    }\n  }\n": types.CancelCaseDocument,
    "\n  mutation ResendAuthorisation($intentId: ID!, $activityId: ID!) {\n    resendAuthorisation(intentId: $intentId, activityId: $activityId) {\n      outcome\n      message\n    }\n  }\n": types.ResendAuthorisationDocument,
    "\n  mutation AttachCaseDocuments($intentId: ID!, $files: [CaseFileInput!]!) {\n    attachCaseDocuments(intentId: $intentId, files: $files) {\n      documents {\n        ...CaseDocumentFields\n      }\n      malwareFileNames\n    }\n  }\n": types.AttachCaseDocumentsDocument,
    "\n  mutation SubmitFollowUpResponses($intentId: ID!, $responses: [FollowUpResponseInput!]!) {\n    submitFollowUpResponses(intentId: $intentId, responses: $responses) {\n      caseId\n      caseStatus {\n        ...CaseStatusFields\n      }\n    }\n  }\n": types.SubmitFollowUpResponsesDocument,
    "\n  mutation SubmitSignedDocument($intentId: ID!, $file: CaseFileInput!) {\n    submitSignedDocument(intentId: $intentId, file: $file) {\n      ...CaseDetailsFields\n    }\n  }\n": types.SubmitSignedDocumentDocument,
    "\n  query GetRequestClients($keyword: String!) {\n    requestClients(keyword: $keyword) {\n      contactId\n      displayName\n      type\n      suburb\n    }\n  }\n": types.GetRequestClientsDocument,
    "\n  query GetRequestAccounts($contactId: ID, $keyword: String) {\n    requestAccounts(contactId: $contactId, keyword: $keyword) {\n      accountNumber\n      accountName\n      productCode\n      productDescription\n      productType\n      accessLevel\n      businessArea\n    }\n  }\n": types.GetRequestAccountsDocument,
    "\n  query GetRequestCategories($accountNumber: String!) {\n    requestCategories(accountNumber: $accountNumber) {\n      category\n      businessArea\n      subCategories {\n        id\n        subCategory\n        process\n        subprocess\n      }\n    }\n  }\n": types.GetRequestCategoriesDocument,
    "\n  query GetRequestValidations($subCategoryId: ID!, $accountNumber: String!) {\n    requestValidations(subCategoryId: $subCategoryId, accountNumber: $accountNumber) {\n      code\n      message\n      tier\n    }\n  }\n": types.GetRequestValidationsDocument,
    "\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      intentId\n      caseId\n      requestId\n      isGeneralRequestType\n      createdDateTime\n      sla\n      eta\n      result\n    }\n  }\n": types.CreateCaseDocument,
    "\n  fragment CaseDocumentFields on CaseDocument {\n    documentId\n    documentName\n    contentType\n    size\n    uploadedAt\n    malware\n  }\n": types.CaseDocumentFieldsFragmentDoc,
    "\n  fragment CaseDetailsFields on CaseDetails {\n    case {\n      ...CaseRowFields\n      accounts {\n        accountNumber\n        accountName\n        productDescription\n        adviserCode\n        dealerCode\n        adviserName\n        businessArea\n        isDeathPension\n      }\n      requestSource\n      approvalId\n      fulfillmentId\n    }\n    onlineRequestName\n    subprocessName\n    productCode\n    businessVenture\n    amount\n    sla\n    eta\n    payload {\n      kind\n      fields {\n        key\n        value\n      }\n      rows {\n        key\n        value\n      }\n    }\n    history {\n      type\n      status {\n        ...CaseStatusFields\n      }\n      timestamp\n      followUpIds\n      authorisers\n    }\n    followUps {\n      id\n      status\n      requestType\n      requestReason\n      requestedBy\n      respondedBy\n      requestedDateTime\n      respondedDateTime\n      requestWhy\n      requestWhat\n      requestReturnMethod\n      responseContent\n      visibleOnline\n      responseExpectedDate\n      documents {\n        documentId\n        documentName\n      }\n    }\n    authorisers {\n      activityId\n      authoriserName\n      authorisationLevel\n      roleType\n      status\n      updatedAt\n      expireBy\n      errors\n    }\n    documents {\n      ...CaseDocumentFields\n    }\n    malwareFileNames\n    cancellable\n  }\n": types.CaseDetailsFieldsFragmentDoc,
    "\n  query GetCaseDetails($intentId: ID!) {\n    caseDetails(intentId: $intentId) {\n      ...CaseDetailsFields\n    }\n  }\n": types.GetCaseDetailsDocument,
    "\n  query GetCaseFilterOptions {\n    caseInitiators {\n      label\n      value\n      currentUser\n    }\n    caseRequestNames\n  }\n": types.GetCaseFilterOptionsDocument,
    "\n  query GetCases($filter: CaseFilter, $sort: CaseSort, $page: Int, $size: Int) {\n    cases(filter: $filter, sort: $sort, page: $page, size: $size) {\n      nodes {\n        ...CaseRowFields\n      }\n      pageNumber\n      pageSize\n      totalCount\n      hasNextPage\n    }\n  }\n": types.GetCasesDocument,
    "\n  query GetRequestsInProgress($initiatedBy: InitiatedBy) {\n    requestsInProgress(initiatedBy: $initiatedBy) {\n      awaiting {\n        ...RequestInProgressFields\n      }\n      inProgress {\n        ...RequestInProgressFields\n      }\n    }\n  }\n": types.GetRequestsInProgressDocument,
    "\n  fragment RequestInProgressFields on RequestInProgress {\n    requestType\n    requestId\n    approvalId\n    requestorName\n    requestCreatedDatetime\n    status {\n      ...CaseStatusFields\n    }\n  }\n": types.RequestInProgressFieldsFragmentDoc,
    "\n  mutation StartScreenShare($product: String!) {\n    startScreenShare(product: $product) {\n      sessionId\n      pin\n      status\n      assistNumber\n    }\n  }\n": types.StartScreenShareDocument,
    "\n  mutation EndScreenShare($sessionId: ID!, $logout: Boolean) {\n    endScreenShare(sessionId: $sessionId, logout: $logout) {\n      sessionId\n      status\n      endedBy\n    }\n  }\n": types.EndScreenShareDocument,
    "\n  mutation SendScreenShareEvents($sessionId: ID!, $events: [String!]!) {\n    sendScreenShareEvents(sessionId: $sessionId, events: $events)\n  }\n": types.SendScreenShareEventsDocument,
    "\n  subscription ScreenShareEvents($sessionId: ID!) {\n    screenShareEvents(sessionId: $sessionId) {\n      sessionId\n      status\n      control\n      endedBy\n      at\n    }\n  }\n": types.ScreenShareEventsDocument,
    "\n  query ScreenShareLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n": types.ScreenShareLinksDocument,
    "\n  query AccountFilterOptions {\n    viewer {\n      user {\n        mac\n        dealerRestricted\n        dealerCode\n      }\n      adviserCodes {\n        entityKey\n        dealerCode\n        code\n        adviserName\n        productType\n      }\n    }\n    productCodes {\n      code\n      description\n    }\n  }\n": types.AccountFilterOptionsDocument,
    "\n  query SearchAccountResults($filter: AccountFilter, $first: Int, $after: String, $sort: AccountSort) {\n    accountSearch(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      nodes {\n        accountId\n        accountNumber\n        kind\n        pageNumber\n        accountName\n        accountStatus\n        accountType\n        productCode\n        accountProduct\n        adviserCode\n        accountCreated\n        closedDate\n        accountBalance\n        isNewAccount\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SearchAccountResultsDocument,
    "\n  query SearchGroupResults($query: String, $groupType: GroupType, $first: Int) {\n    wrapGroupSearch(query: $query, groupType: $groupType, first: $first) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      businessVentureId\n      accountCount\n    }\n  }\n": types.SearchGroupResultsDocument,
    "\n  fragment SearchAccountFields on Account {\n    accountId\n    accountNumber\n    kind\n    pageNumber\n    accountName\n    accountStatus\n    accountType\n    accountProduct\n    accountBalance\n    isNewAccount\n  }\n": types.SearchAccountFieldsFragmentDoc,
    "\n  query GetRecentPreferences {\n    viewer {\n      preferences(keys: [\"RecentAccounts\", \"RecentWrapGroups\"]) {\n        key\n        value\n      }\n    }\n  }\n": types.GetRecentPreferencesDocument,
    "\n  query GetRecentAccounts($ids: [ID!]!) {\n    accountsByIds(ids: $ids) {\n      ...SearchAccountFields\n    }\n  }\n": types.GetRecentAccountsDocument,
    "\n  query SearchAccountsDropdown($keyword: String!, $accountStatus: [AccountStatus!], $after: String) {\n    accountSearch(filter: { keyword: $keyword, accountStatus: $accountStatus }, first: 25, after: $after) {\n      totalCount\n      balancesAsAt\n      nodes {\n        ...SearchAccountFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SearchAccountsDropdownDocument,
    "\n  query SearchClientsDropdown($query: String!) {\n    clientSearch(query: $query, first: 30) {\n      totalCount\n      nodes {\n        contactId\n        type\n        displayName\n        suburb\n        status\n      }\n    }\n  }\n": types.SearchClientsDropdownDocument,
    "\n  fragment SearchGroupFields on WrapGroup {\n    accountGroupCode\n    accountGroupName\n    accountGroupType\n    accountCount\n  }\n": types.SearchGroupFieldsFragmentDoc,
    "\n  query SearchWrapGroupsDropdown($query: String!) {\n    wrapGroupSearch(query: $query, first: 5) {\n      ...SearchGroupFields\n    }\n  }\n": types.SearchWrapGroupsDropdownDocument,
    "\n  query GetRecentWrapGroups($codes: [ID!]!) {\n    wrapGroupsByCodes(codes: $codes) {\n      ...SearchGroupFields\n    }\n  }\n": types.GetRecentWrapGroupsDocument,
    "\n  query TrackingContext {\n    trackingContext {\n      appName\n      appVersion\n      mac\n    }\n  }\n": types.TrackingContextDocument,
    "\n  query TrackingHeartbeat {\n    trackingHeartbeat\n  }\n": types.TrackingHeartbeatDocument,
    "\n  mutation SendTrackingLogs($logs: JSON!) {\n    sendTrackingLogs(logs: $logs) {\n      accepted\n    }\n  }\n": types.SendTrackingLogsDocument,
    "\n  mutation ReportTrackingHealth($jsStatus: String!, $customerSessionId: String!) {\n    reportTrackingHealth(jsStatus: $jsStatus, customerSessionId: $customerSessionId)\n  }\n": types.ReportTrackingHealthDocument,
    "\n  query GetWhatsNewViewer {\n    viewer {\n      user {\n        mac\n        lastLogin\n        flags\n        supportedBrandProducts\n      }\n      preferences(keys: [\"whats-new-dismissed-groups\", \"behavioural-intercept-feedback\"]) {\n        key\n        value\n      }\n    }\n  }\n": types.GetWhatsNewViewerDocument,
    "\n  mutation SetWhatsNewPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n": types.SetWhatsNewPreferenceDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      receivedAt\n    }\n  }\n": types.SendFeedbackDocument,
    "\n  mutation EndSession($refreshToken: String!) {\n    endSession(refreshToken: $refreshToken)\n  }\n": types.EndSessionDocument,
    "\n  query GetErrorUrl($badge: String!, $code: String!) {\n    signIn(badge: $badge) {\n      errorUrl(code: $code)\n    }\n  }\n": types.GetErrorUrlDocument,
    "\n  query GetLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n": types.GetLoginUrlDocument,
    "\n  query GetLogoutUrl($badge: String!, $reason: LogoutReason!) {\n    signIn(badge: $badge) {\n      logoutUrl(reason: $reason)\n    }\n  }\n": types.GetLogoutUrlDocument,
    "\n  query GetViewerUser {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        lastLogin\n        brand\n        loginBadge\n        childBadge\n      }\n      greeting\n    }\n  }\n": types.GetViewerUserDocument,
    "\n  mutation RenewSession($refreshToken: String!) {\n    renewSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      scope\n      expiresIn\n      refreshTokenExpiresIn\n    }\n  }\n": types.RenewSessionDocument,
    "\n  query FirstVisitLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n": types.FirstVisitLoginUrlDocument,
    "\n  query GetFavouriteAccounts {\n    viewer {\n      preferences(keys: [\"FavouriteAccounts\"]) {\n        key\n        value\n      }\n    }\n  }\n": types.GetFavouriteAccountsDocument,
    "\n  mutation SetFavouriteAccount($accountId: ID!, $favourite: Boolean!) {\n    setFavouriteAccount(accountId: $accountId, favourite: $favourite) {\n      __typename\n      key\n      value\n    }\n  }\n": types.SetFavouriteAccountDocument,
    "\n  mutation RecordRecent($kind: RecentKind!, $id: ID!) {\n    recordRecent(kind: $kind, id: $id) {\n      key\n      value\n    }\n  }\n": types.RecordRecentDocument,
    "\n  query GetHomepage {\n    viewer {\n      preferences(keys: [\"Homepage\"]) {\n        key\n        value\n      }\n    }\n  }\n": types.GetHomepageDocument,
    "\n  query GetAuthenticatorStatus {\n    authenticator {\n      status\n    }\n  }\n": types.GetAuthenticatorStatusDocument,
    "\n  query GetPreviewShell($input: PreviewInput!) {\n    previewShell(input: $input) {\n      ...ShellFields\n    }\n  }\n": types.GetPreviewShellDocument,
    "\n  query GetShellPreferences {\n    viewer {\n      preferences(keys: [\"AoSideNavPinned\", \"DismissedPopovers\"]) {\n        key\n        value\n      }\n    }\n  }\n": types.GetShellPreferencesDocument,
    "\n  query GetShell($overrides: [FlagOverride!]) {\n    shell(overrides: $overrides) {\n      ...ShellFields\n    }\n  }\n": types.GetShellDocument,
    "\n  mutation SetPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      __typename\n      key\n      value\n    }\n  }\n": types.SetPreferenceDocument,
    "\n  fragment NavItemFields on NavItem {\n    id\n    label\n    kind\n    route\n    matches\n    exact\n    url\n    badges {\n      badge\n      label\n      url\n    }\n    selectBadge\n    action\n    disabledWhen\n    icon\n    popover\n    pinnedLabel\n  }\n": types.NavItemFieldsFragmentDoc,
    "\n  fragment ShellFields on Shell {\n    environment\n    brand {\n      key\n      name\n      loginBadge\n      childBadge\n      theme\n      logo {\n        src\n        alt\n      }\n      favicon {\n        default\n        redDot\n      }\n      assistNumber\n      helpLinks\n    }\n    access {\n      badges\n      products\n      cashBadges\n      wrapAccess\n      cashAccess\n    }\n    sideNavigation {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n        children {\n          ...NavItemFields\n          children {\n            ...NavItemFields\n          }\n        }\n      }\n    }\n    profileMenu {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n      }\n    }\n    plugins {\n      id\n      settings\n    }\n    flags {\n      key\n      on\n    }\n    copyOverrides\n    idle {\n      idleSeconds\n      countdownSeconds\n    }\n  }\n": types.ShellFieldsFragmentDoc,
    "\n  query GetHeaderAvatar {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n": types.GetHeaderAvatarDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashAccountTransactions(\n    $accountId: ID!\n    $filter: CashLedgerFilter\n    $sort: CashLedgerSortColumn\n    $order: CashLedgerSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashAccountTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      cashAccountNumber\n      entries {\n        id\n        date\n        description\n        type\n        direction\n        amount\n        runningBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query CashAccountTransactions(\n    $accountId: ID!\n    $filter: CashLedgerFilter\n    $sort: CashLedgerSortColumn\n    $order: CashLedgerSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashAccountTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      cashAccountNumber\n      entries {\n        id\n        date\n        description\n        type\n        direction\n        amount\n        runningBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashAccountScheduledPayments($accountId: ID!) {\n    cashAccountScheduledPayments(accountId: $accountId) {\n      id\n      payeeName\n      amount\n      nextPaymentDate\n      frequency\n      recurring\n      paymentType\n      lastPaymentDate\n    }\n  }\n"): (typeof documents)["\n  query CashAccountScheduledPayments($accountId: ID!) {\n    cashAccountScheduledPayments(accountId: $accountId) {\n      id\n      payeeName\n      amount\n      nextPaymentDate\n      frequency\n      recurring\n      paymentType\n      lastPaymentDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashAccountContributions($accountId: ID!, $filter: CashContributionFilter, $first: Int, $after: String) {\n    cashAccountContributions(accountId: $accountId, filter: $filter, first: $first, after: $after) {\n      superLinked\n      totalCount\n      endCursor\n      financialYearFrom\n      financialYearTo\n      contributions {\n        id\n        date\n        type\n        contributor\n        amount\n      }\n      totals {\n        type\n        amount\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query CashAccountContributions($accountId: ID!, $filter: CashContributionFilter, $first: Int, $after: String) {\n    cashAccountContributions(accountId: $accountId, filter: $filter, first: $first, after: $after) {\n      superLinked\n      totalCount\n      endCursor\n      financialYearFrom\n      financialYearTo\n      contributions {\n        id\n        date\n        type\n        contributor\n        amount\n      }\n      totals {\n        type\n        amount\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccountGroup($code: ID!) {\n    accountGroup(code: $code) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      kinds\n      attributes\n      businessVentureId\n      status\n      portfolioValue\n      isAdviserFee\n      isEditable\n      dealerCode\n      createdBy\n      createdByName\n      createdDate\n      accounts {\n        accountId\n        accountNumber\n        composerCode\n        accountName\n        productCode\n        productName\n        accountStatus\n        availableBalance\n        access\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAccountGroup($code: ID!) {\n    accountGroup(code: $code) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      kinds\n      attributes\n      businessVentureId\n      status\n      portfolioValue\n      isAdviserFee\n      isEditable\n      dealerCode\n      createdBy\n      createdByName\n      createdDate\n      accounts {\n        accountId\n        accountNumber\n        composerCode\n        accountName\n        productCode\n        productName\n        accountStatus\n        availableBalance\n        access\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetGroupFormContext {\n    shell {\n      brand {\n        key\n      }\n      access {\n        products\n      }\n    }\n    viewer {\n      adviserCodes {\n        entityKey\n        dealerCode\n        dealerName\n        productType\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetGroupFormContext {\n    shell {\n      brand {\n        key\n      }\n      access {\n        products\n      }\n    }\n    viewer {\n      adviserCodes {\n        entityKey\n        dealerCode\n        dealerName\n        productType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateAccountGroup($input: ValidateAccountGroupInput!) {\n    validateAccountGroup(input: $input) {\n      code\n      valid\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateAccountGroup($input: ValidateAccountGroupInput!) {\n    validateAccountGroup(input: $input) {\n      code\n      valid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccountGroup($input: AccountGroupInput!, $idempotencyKey: String) {\n    createAccountGroup(input: $input, idempotencyKey: $idempotencyKey) {\n      accountGroupCode\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccountGroup($input: AccountGroupInput!, $idempotencyKey: String) {\n    createAccountGroup(input: $input, idempotencyKey: $idempotencyKey) {\n      accountGroupCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountGroup($code: ID!, $input: AccountGroupInput!) {\n    updateAccountGroup(code: $code, input: $input) {\n      accountGroupCode\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountGroup($code: ID!, $input: AccountGroupInput!) {\n    updateAccountGroup(code: $code, input: $input) {\n      accountGroupCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseAccountGroup($code: ID!) {\n    closeAccountGroup(code: $code) {\n      accountGroupCode\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CloseAccountGroup($code: ID!) {\n    closeAccountGroup(code: $code) {\n      accountGroupCode\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidateAccountFields on Account {\n    accountId\n    accountNumber\n    accountName\n    accountStatus\n    productCode\n    accountProduct\n    roleType\n    parentAccountId\n    type\n    availableBalance\n    accountBalance\n  }\n"): (typeof documents)["\n  fragment CandidateAccountFields on Account {\n    accountId\n    accountNumber\n    accountName\n    accountStatus\n    productCode\n    accountProduct\n    roleType\n    parentAccountId\n    type\n    availableBalance\n    accountBalance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP] }, first: 20) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP] }, first: 20) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WrapAccountNumbers($composerCodes: [String!]!) {\n    wrapAccountNumbers(composerCodes: $composerCodes) {\n      composerCode\n      wrapAccountNumber\n    }\n  }\n"): (typeof documents)["\n  query WrapAccountNumbers($composerCodes: [String!]!) {\n    wrapAccountNumbers(composerCodes: $composerCodes) {\n      composerCode\n      wrapAccountNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP], accountStatus: [Active] }, first: 25) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelatedGroupAccounts($keyword: String!) {\n    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP], accountStatus: [Active] }, first: 25) {\n      nodes {\n        ...CandidateAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvestmentTransactions(\n    $accountId: ID!\n    $filter: InvestmentTransactionFilter\n    $sort: InvestmentTransactionSortColumn\n    $order: InvestmentSortOrder\n    $first: Int\n    $after: String\n  ) {\n    investmentTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          date\n          type\n          assetCode\n          assetName\n          assetClass\n          description\n          units\n          price\n          amount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvestmentTransactions(\n    $accountId: ID!\n    $filter: InvestmentTransactionFilter\n    $sort: InvestmentTransactionSortColumn\n    $order: InvestmentSortOrder\n    $first: Int\n    $after: String\n  ) {\n    investmentTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          date\n          type\n          assetCode\n          assetName\n          assetClass\n          description\n          units\n          price\n          amount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioValuation($accountId: ID!, $asAt: Date) {\n    portfolioValuation(accountId: $accountId, asAt: $asAt) {\n      accountId\n      asAt\n      openedDate\n      totalValue\n      holdings {\n        assetCode\n        assetName\n        assetType\n        assetClass\n        units\n        price\n        value\n        weight\n      }\n      assetClasses {\n        assetClass\n        holdings\n        value\n        weight\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortfolioValuation($accountId: ID!, $asAt: Date) {\n    portfolioValuation(accountId: $accountId, asAt: $asAt) {\n      accountId\n      asAt\n      openedDate\n      totalValue\n      holdings {\n        assetCode\n        assetName\n        assetType\n        assetClass\n        units\n        price\n        value\n        weight\n      }\n      assetClasses {\n        assetClass\n        holdings\n        value\n        weight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCentrelinkSchedules($accountId: ID!) {\n    centrelinkSchedules(accountId: $accountId) {\n      id\n      financialYear\n      periodFrom\n      periodTo\n      purchasePrice\n      relevantNumber\n      deductibleAmount\n      annualPayments\n      paymentFrequency\n      dateIssued\n    }\n  }\n"): (typeof documents)["\n  query GetCentrelinkSchedules($accountId: ID!) {\n    centrelinkSchedules(accountId: $accountId) {\n      id\n      financialYear\n      periodFrom\n      periodTo\n      purchasePrice\n      relevantNumber\n      deductibleAmount\n      annualPayments\n      paymentFrequency\n      dateIssued\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccountDocuments($accountId: ID!, $filter: AccountDocumentFilter) {\n    accountDocuments(accountId: $accountId, filter: $filter) {\n      id\n      type\n      title\n      periodFrom\n      periodTo\n      issuedDate\n      fileName\n      contentType\n      sizeBytes\n    }\n  }\n"): (typeof documents)["\n  query GetAccountDocuments($accountId: ID!, $filter: AccountDocumentFilter) {\n    accountDocuments(accountId: $accountId, filter: $filter) {\n      id\n      type\n      title\n      periodFrom\n      periodTo\n      issuedDate\n      fileName\n      contentType\n      sizeBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccountDocumentFile($accountId: ID!, $documentId: ID!) {\n    accountDocumentFile(accountId: $accountId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query GetAccountDocumentFile($accountId: ID!, $documentId: ID!) {\n    accountDocumentFile(accountId: $accountId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccountFees($accountId: ID!, $period: AccountFeePeriod) {\n    accountFees(accountId: $accountId, period: $period) {\n      period\n      total\n      totals {\n        type\n        amount\n      }\n      fees {\n        periodFrom\n        periodTo\n        type\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAccountFees($accountId: ID!, $period: AccountFeePeriod) {\n    accountFees(accountId: $accountId, period: $period) {\n      period\n      total\n      totals {\n        type\n        amount\n      }\n      fees {\n        periodFrom\n        periodTo\n        type\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountValueHistoryFields on AccountValueHistory {\n    range\n    from\n    to\n    points {\n      date\n      value\n    }\n    months {\n      month\n      moneyIn\n      moneyOut\n      net\n    }\n  }\n"): (typeof documents)["\n  fragment AccountValueHistoryFields on AccountValueHistory {\n    range\n    from\n    to\n    points {\n      date\n      value\n    }\n    months {\n      month\n      moneyIn\n      moneyOut\n      net\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioHistory($accountId: ID!, $range: AccountHistoryRange) {\n    portfolioHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n"): (typeof documents)["\n  query PortfolioHistory($accountId: ID!, $range: AccountHistoryRange) {\n    portfolioHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashAccountHistory($accountId: ID!, $range: AccountHistoryRange) {\n    cashAccountHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n"): (typeof documents)["\n  query CashAccountHistory($accountId: ID!, $range: AccountHistoryRange) {\n    cashAccountHistory(accountId: $accountId, range: $range) {\n      ...AccountValueHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioPerformance($accountId: ID!) {\n    portfolioPerformance(accountId: $accountId) {\n      asAt\n      openedDate\n      periods {\n        period\n        from\n        to\n        returnPercent\n        annualised\n        moneyIn\n        moneyOut\n        fees\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortfolioPerformance($accountId: ID!) {\n    portfolioPerformance(accountId: $accountId) {\n      asAt\n      openedDate\n      periods {\n        period\n        from\n        to\n        returnPercent\n        annualised\n        moneyIn\n        moneyOut\n        fees\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      accountType\n      kind\n      productCode\n      productDescription\n      productType\n      businessVenture\n      adviserCode\n      dealerCode\n      openDate\n      closedDate\n      maturityDate\n      interestRate\n      ledgerBalance\n      availableBalance\n      netPortfolioValue\n      balanceAsAt\n      clientId\n      parentProductType\n      termDeposit {\n        principal\n        interestRate\n        termMonths\n        startDate\n        maturityDate\n        interestFrequency\n        interestPaymentMethod\n        maturityInstruction\n        interestAtMaturity\n        interestEarned\n      }\n      tabs {\n        id\n        label\n        kind\n        route\n        children {\n          id\n          label\n          kind\n          route\n        }\n      }\n      linkedAccounts {\n        accountId\n        accountNumber\n        accountName\n        accountType\n        kind\n        pageNumber\n        relation\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      accountType\n      kind\n      productCode\n      productDescription\n      productType\n      businessVenture\n      adviserCode\n      dealerCode\n      openDate\n      closedDate\n      maturityDate\n      interestRate\n      ledgerBalance\n      availableBalance\n      netPortfolioValue\n      balanceAsAt\n      clientId\n      parentProductType\n      termDeposit {\n        principal\n        interestRate\n        termMonths\n        startDate\n        maturityDate\n        interestFrequency\n        interestPaymentMethod\n        maturityInstruction\n        interestAtMaturity\n        interestEarned\n      }\n      tabs {\n        id\n        label\n        kind\n        route\n        children {\n          id\n          label\n          kind\n          route\n        }\n      }\n      linkedAccounts {\n        accountId\n        accountNumber\n        accountName\n        accountType\n        kind\n        pageNumber\n        relation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookFields on Book {\n    asAt\n    monthAgo\n    lowCashThreshold\n    total {\n      ...BookFigureFields\n    }\n    products {\n      product\n      figure {\n        ...BookFigureFields\n      }\n    }\n    allocation {\n      assetClass\n      value\n    }\n    needsAttention {\n      lowCash {\n        ...BookAttentionAccountsFields\n      }\n      maturingTermDeposits {\n        ...BookAttentionAccountsFields\n      }\n      paymentsAwaitingAuthorisation {\n        count\n        more\n        items {\n          paymentId\n          accountNumber\n          payeeName\n          amount\n          nextDate\n        }\n      }\n      requestsAwaitingAdviser {\n        count\n        more\n        items {\n          intentId\n          caseId\n          requestName\n          updatedDate\n        }\n      }\n      scheduledPaymentsShort {\n        count\n        more\n        windowDays\n        items {\n          accountId\n          accountNumber\n          accountName\n          shortfall\n          nextPaymentDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BookFields on Book {\n    asAt\n    monthAgo\n    lowCashThreshold\n    total {\n      ...BookFigureFields\n    }\n    products {\n      product\n      figure {\n        ...BookFigureFields\n      }\n    }\n    allocation {\n      assetClass\n      value\n    }\n    needsAttention {\n      lowCash {\n        ...BookAttentionAccountsFields\n      }\n      maturingTermDeposits {\n        ...BookAttentionAccountsFields\n      }\n      paymentsAwaitingAuthorisation {\n        count\n        more\n        items {\n          paymentId\n          accountNumber\n          payeeName\n          amount\n          nextDate\n        }\n      }\n      requestsAwaitingAdviser {\n        count\n        more\n        items {\n          intentId\n          caseId\n          requestName\n          updatedDate\n        }\n      }\n      scheduledPaymentsShort {\n        count\n        more\n        windowDays\n        items {\n          accountId\n          accountNumber\n          accountName\n          shortfall\n          nextPaymentDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookFigureFields on BookFigure {\n    accounts\n    balance\n    balanceMonthAgo\n    change\n  }\n"): (typeof documents)["\n  fragment BookFigureFields on BookFigure {\n    accounts\n    balance\n    balanceMonthAgo\n    change\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookAttentionAccountsFields on BookAttentionAccounts {\n    count\n    more\n    items {\n      accountId\n      accountNumber\n      accountName\n      productDescription\n      balance\n      maturityDate\n    }\n  }\n"): (typeof documents)["\n  fragment BookAttentionAccountsFields on BookAttentionAccounts {\n    count\n    more\n    items {\n      accountId\n      accountNumber\n      accountName\n      productDescription\n      balance\n      maturityDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetBook {\n    book {\n      ...BookFields\n    }\n  }\n"): (typeof documents)["\n  query GetBook {\n    book {\n      ...BookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBookLowCashThreshold($threshold: Money!) {\n    setBookLowCashThreshold(threshold: $threshold) {\n      ...BookFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetBookLowCashThreshold($threshold: Money!) {\n    setBookLowCashThreshold(threshold: $threshold) {\n      ...BookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCashTransactions(\n    $filter: CashTransactionFilter\n    $sort: CashTransactionSortColumn\n    $order: CashTransactionSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashTransactions(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      transactions {\n        id\n        accountNumber\n        accountName\n        date\n        description\n        amount\n        direction\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchCashTransactions(\n    $filter: CashTransactionFilter\n    $sort: CashTransactionSortColumn\n    $order: CashTransactionSortOrder\n    $first: Int\n    $after: String\n  ) {\n    cashTransactions(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      transactions {\n        id\n        accountNumber\n        accountName\n        date\n        description\n        amount\n        direction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    source\n    type\n    text\n    timestamp\n    agentName\n    entryType\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on ChatMessage {\n    id\n    source\n    type\n    text\n    timestamp\n    agentName\n    entryType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatConversationFields on ChatConversation {\n    id\n    kind\n    status\n    topic\n    subOption\n    agentName\n  }\n"): (typeof documents)["\n  fragment ChatConversationFields on ChatConversation {\n    id\n    kind\n    status\n    topic\n    subOption\n    agentName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessagesPayloadFields on ChatMessagesPayload {\n    conversation {\n      ...ChatConversationFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessagesPayloadFields on ChatMessagesPayload {\n    conversation {\n      ...ChatConversationFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatAvailability {\n    chatAvailability {\n      live\n      reason\n      message\n      asyncAvailable\n    }\n  }\n"): (typeof documents)["\n  query ChatAvailability {\n    chatAvailability {\n      live\n      reason\n      message\n      asyncAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatResume {\n    myAsyncConversation {\n      ...ChatConversationFields\n    }\n    viewer {\n      preferences(keys: [\"inactive-chat-transcript\"]) {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatResume {\n    myAsyncConversation {\n      ...ChatConversationFields\n    }\n    viewer {\n      preferences(keys: [\"inactive-chat-transcript\"]) {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversation($id: ID!, $after: ID) {\n    chatConversation(id: $id) {\n      ...ChatConversationFields\n      messages(after: $after, limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatConversation($id: ID!, $after: ID) {\n    chatConversation(id: $id) {\n      ...ChatConversationFields\n      messages(after: $after, limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChat($kind: ChatKind!, $topic: String, $subOption: String, $context: ChatContextInput) {\n    startChat(kind: $kind, topic: $topic, subOption: $subOption, context: $context) {\n      ...ChatConversationFields\n      messages(limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartChat($kind: ChatKind!, $topic: String, $subOption: String, $context: ChatContextInput) {\n    startChat(kind: $kind, topic: $topic, subOption: $subOption, context: $context) {\n      ...ChatConversationFields\n      messages(limit: 500) {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($conversationId: ID!, $text: String!) {\n    sendChatMessage(conversationId: $conversationId, text: $text) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($conversationId: ID!, $text: String!) {\n    sendChatMessage(conversationId: $conversationId, text: $text) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndChat($conversationId: ID!) {\n    endChat(conversationId: $conversationId) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation EndChat($conversationId: ID!) {\n    endChat(conversationId: $conversationId) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestHuman($conversationId: ID!) {\n    requestHuman(conversationId: $conversationId) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestHuman($conversationId: ID!) {\n    requestHuman(conversationId: $conversationId) {\n      ...ChatMessagesPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      conversationId\n      status\n      agentName\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatEvents($conversationId: ID!) {\n    chatEvents(conversationId: $conversationId) {\n      conversationId\n      status\n      agentName\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation SetChatPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientAssetClasses($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      total {\n        value\n        byAssetClass {\n          assetClass\n          value\n          weight\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientAssetClasses($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      total {\n        value\n        byAssetClass {\n          assetClass\n          value\n          weight\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientOverviewPage($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      type\n      contactType\n      fullName\n      status\n      dateOfBirth\n      abn\n      acn\n      contacts {\n        subType\n        value\n      }\n      mailingAddress {\n        formattedAddress\n      }\n      residentialAddress {\n        formattedAddress\n      }\n      businessAddress {\n        formattedAddress\n      }\n      loginDetails {\n        mobileAppInstalled\n        mobileAppLastLogin\n        authenticatorStatus\n        authenticatorLastLogin\n      }\n      loginDetailsUnavailable\n      accounts {\n        accountId\n        accountNumber\n        accountShortName\n        productCode\n        productDescription\n        accountType\n        accountStatus\n        availableBalance\n        ledgerBalance\n        maturityDate\n        kind\n        pageNumber\n        product\n        includedIn\n        counted\n      }\n      total {\n        value\n        accounts\n        byProduct {\n          product\n          accounts\n          value\n          weight\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientOverviewPage($contactId: ID!) {\n    clientOverview(contactId: $contactId) {\n      contactId\n      type\n      contactType\n      fullName\n      status\n      dateOfBirth\n      abn\n      acn\n      contacts {\n        subType\n        value\n      }\n      mailingAddress {\n        formattedAddress\n      }\n      residentialAddress {\n        formattedAddress\n      }\n      businessAddress {\n        formattedAddress\n      }\n      loginDetails {\n        mobileAppInstalled\n        mobileAppLastLogin\n        authenticatorStatus\n        authenticatorLastLogin\n      }\n      loginDetailsUnavailable\n      accounts {\n        accountId\n        accountNumber\n        accountShortName\n        productCode\n        productDescription\n        accountType\n        accountStatus\n        availableBalance\n        ledgerBalance\n        maturityDate\n        kind\n        pageNumber\n        product\n        includedIn\n        counted\n      }\n      total {\n        value\n        accounts\n        byProduct {\n          product\n          accounts\n          value\n          weight\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContactAssistNumber {\n    screenShareAssistNumber\n  }\n"): (typeof documents)["\n  query GetContactAssistNumber {\n    screenShareAssistNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeArrangementFields on FeeArrangement {\n    accountId\n    accountNumber\n    accountName\n    productDescription\n    clientName\n    anniversaryDate\n    feeAmount\n    feeRate\n    status\n    statusUntilDate\n    daysLeft\n    feeStopsDate\n    endReason\n    renewal {\n      id\n      status\n      sentAt\n      answeredAt\n    }\n    canSendRenewal\n  }\n"): (typeof documents)["\n  fragment FeeArrangementFields on FeeArrangement {\n    accountId\n    accountNumber\n    accountName\n    productDescription\n    clientName\n    anniversaryDate\n    feeAmount\n    feeRate\n    status\n    statusUntilDate\n    daysLeft\n    feeStopsDate\n    endReason\n    renewal {\n      id\n      status\n      sentAt\n      answeredAt\n    }\n    canSendRenewal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeArrangements(\n    $filter: FeeArrangementFilter\n    $sort: FeeArrangementSortColumn\n    $order: FeeArrangementSortOrder\n    $first: Int\n    $after: String\n  ) {\n    feeArrangements(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      todayDate\n      counts {\n        current\n        renewalDue\n        overdue\n        lapsed\n        ended\n      }\n      rules {\n        rule\n        days\n      }\n      arrangements {\n        ...FeeArrangementFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeeArrangements(\n    $filter: FeeArrangementFilter\n    $sort: FeeArrangementSortColumn\n    $order: FeeArrangementSortOrder\n    $first: Int\n    $after: String\n  ) {\n    feeArrangements(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {\n      totalCount\n      endCursor\n      todayDate\n      counts {\n        current\n        renewalDue\n        overdue\n        lapsed\n        ended\n      }\n      rules {\n        rule\n        days\n      }\n      arrangements {\n        ...FeeArrangementFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeeRenewal($accountNumber: String!) {\n    sendFeeRenewal(accountNumber: $accountNumber) {\n      sent\n      refusal\n      arrangement {\n        ...FeeArrangementFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeeRenewal($accountNumber: String!) {\n    sendFeeRenewal(accountNumber: $accountNumber) {\n      sent\n      refusal\n      arrangement {\n        ...FeeArrangementFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeeConsentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        links {\n          key\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription FeeConsentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        links {\n          key\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDashboard {\n    viewer {\n      greeting\n      user {\n        mac\n        lastLogin\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetDashboard {\n    viewer {\n      greeting\n      user {\n        mac\n        lastLogin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsArticleSummaryFields on NewsArticleSummary {\n    id\n    type\n    title\n    summary\n    publishedDate\n    productTags\n  }\n"): (typeof documents)["\n  fragment NewsArticleSummaryFields on NewsArticleSummary {\n    id\n    type\n    title\n    summary\n    publishedDate\n    productTags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsListFields on NewsList {\n    type\n    offered\n    isErrorOccurred\n    products\n    articles {\n      ...NewsArticleSummaryFields\n    }\n    featured {\n      ...NewsArticleSummaryFields\n    }\n  }\n"): (typeof documents)["\n  fragment NewsListFields on NewsList {\n    type\n    offered\n    isErrorOccurred\n    products\n    articles {\n      ...NewsArticleSummaryFields\n    }\n    featured {\n      ...NewsArticleSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNews {\n    news {\n      usersProducts\n      productNews {\n        ...NewsListFields\n      }\n      investmentNews {\n        ...NewsListFields\n      }\n      investmentStrategy {\n        ...NewsListFields\n      }\n      education {\n        ...NewsListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetNews {\n    news {\n      usersProducts\n      productNews {\n        ...NewsListFields\n      }\n      investmentNews {\n        ...NewsListFields\n      }\n      investmentStrategy {\n        ...NewsListFields\n      }\n      education {\n        ...NewsListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      id\n      type\n      title\n      summary\n      publishedDate\n      author\n      productTags\n      body\n    }\n  }\n"): (typeof documents)["\n  query GetNewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      id\n      type\n      title\n      summary\n      publishedDate\n      author\n      productTags\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertFields on Alert {\n    id\n    read\n    text\n    status\n    statusLabel\n    icon\n    objectType\n    route\n    requestId\n    approvalId\n    accountNumber\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AlertFields on Alert {\n    id\n    read\n    text\n    status\n    statusLabel\n    icon\n    objectType\n    route\n    requestId\n    approvalId\n    accountNumber\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertCountsFields on AlertCounts {\n    total\n    unread\n    unseen\n  }\n"): (typeof documents)["\n  fragment AlertCountsFields on AlertCounts {\n    total\n    unread\n    unseen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationCountsFields on NotificationCounts {\n    accountBalanceCount\n    insufficientFundsForPendingPaymentsCount\n    accountBalanceVisited\n    pendingPaymentsVisited\n  }\n"): (typeof documents)["\n  fragment NotificationCountsFields on NotificationCounts {\n    accountBalanceCount\n    insufficientFundsForPendingPaymentsCount\n    accountBalanceVisited\n    pendingPaymentsVisited\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BellStatus {\n    alertCounts {\n      ...AlertCountsFields\n    }\n    notificationCounts {\n      ...NotificationCountsFields\n    }\n    notificationPreferences {\n      accountBalanceThresholdSelected\n      insufficientFundsForPendingPaymentsThresholdSelected\n      isPreferencesBeenSet\n    }\n  }\n"): (typeof documents)["\n  query BellStatus {\n    alertCounts {\n      ...AlertCountsFields\n    }\n    notificationCounts {\n      ...NotificationCountsFields\n    }\n    notificationPreferences {\n      accountBalanceThresholdSelected\n      insufficientFundsForPendingPaymentsThresholdSelected\n      isPreferencesBeenSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsPage($after: String) {\n    alerts(after: $after) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AlertsPage($after: String) {\n    alerts(after: $after) {\n      nodes {\n        ...AlertFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAlertsRead($ids: [ID!]!) {\n    markAlertsRead(ids: $ids) {\n      marked\n      failed\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAlertsRead($ids: [ID!]!) {\n    markAlertsRead(ids: $ids) {\n      marked\n      failed\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllAlertsRead {\n    markAllAlertsRead {\n      marked\n      failed\n      remaining\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllAlertsRead {\n    markAllAlertsRead {\n      marked\n      failed\n      remaining\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAlertSeen($id: ID!) {\n    markAlertSeen(id: $id) {\n      ...AlertCountsFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAlertSeen($id: ID!) {\n    markAlertSeen(id: $id) {\n      ...AlertCountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AlertEvents {\n    alertEvents {\n      alert {\n        ...AlertFields\n      }\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AlertEvents {\n    alertEvents {\n      alert {\n        ...AlertFields\n      }\n      counts {\n        ...AlertCountsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements {\n    announcements {\n      id\n      body\n      style\n      publishId\n    }\n    viewer {\n      preferences(keys: [\"YellowBoxMessage\"]) {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query Announcements {\n    announcements {\n      id\n      body\n      style\n      publishId\n    }\n    viewer {\n      preferences(keys: [\"YellowBoxMessage\"]) {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissYellowBox($value: JSON) {\n    setPreference(key: \"YellowBoxMessage\", value: $value) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation DismissYellowBox($value: JSON) {\n    setPreference(key: \"YellowBoxMessage\", value: $value) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    accountBalanceThresholdSelected\n    accountBalanceThreshold\n    insufficientFundsForPendingPaymentsThresholdSelected\n    insufficientFundsWindowDays\n    isPreferencesBeenSet\n  }\n"): (typeof documents)["\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    accountBalanceThresholdSelected\n    accountBalanceThreshold\n    insufficientFundsForPendingPaymentsThresholdSelected\n    insufficientFundsWindowDays\n    isPreferencesBeenSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotificationPreferences($input: NotificationPreferencesInput!) {\n    saveNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNotificationPreferences($input: NotificationPreferencesInput!) {\n    saveNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationPageVisited($page: NotificationPage!) {\n    markNotificationPageVisited(page: $page) {\n      ...NotificationCountsFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationPageVisited($page: NotificationPage!) {\n    markNotificationPageVisited(page: $page) {\n      ...NotificationCountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountBalanceNotifications {\n    accountBalanceNotifications {\n      threshold\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        ledgerBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountBalanceNotifications {\n    accountBalanceNotifications {\n      threshold\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        ledgerBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingPaymentNotifications {\n    pendingPaymentNotifications {\n      windowDays\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        scheduledTotal\n        paymentCount\n        nextPaymentDate\n        shortfall\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingPaymentNotifications {\n    pendingPaymentNotifications {\n      windowDays\n      rows {\n        accountId\n        accountNumber\n        pageNumber\n        accountName\n        productDescription\n        availableBalance\n        scheduledTotal\n        paymentCount\n        nextPaymentDate\n        shortfall\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermDepositMaturities($fromDate: Date!, $toDate: Date!) {\n    termDepositMaturities(fromDate: $fromDate, toDate: $toDate) {\n      accountId\n      accountNumber\n      pageNumber\n      accountName\n      productDescription\n      maturityDate\n      balance\n      interestRate\n    }\n  }\n"): (typeof documents)["\n  query TermDepositMaturities($fromDate: Date!, $toDate: Date!) {\n    termDepositMaturities(fromDate: $fromDate, toDate: $toDate) {\n      accountId\n      accountNumber\n      pageNumber\n      accountName\n      productDescription\n      maturityDate\n      balance\n      interestRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseAccount($accountNumber: String!) {\n    closeAccount(accountNumber: $accountNumber) {\n      success\n      closureId\n      status\n      codes\n      reasons\n      messages\n    }\n  }\n"): (typeof documents)["\n  mutation CloseAccount($accountNumber: String!) {\n    closeAccount(accountNumber: $accountNumber) {\n      success\n      closureId\n      status\n      codes\n      reasons\n      messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MakePaymentPayees($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts { ...PayeeFields }\n      nominatedAccounts { ...PayeeFields }\n      taxAccounts { ...PayeeFields }\n      savedPayees { ...PayeeFields }\n      savedBillers { ...PayeeFields }\n      clientAccounts { ...PayeeFields }\n    }\n  }\n"): (typeof documents)["\n  query MakePaymentPayees($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts { ...PayeeFields }\n      nominatedAccounts { ...PayeeFields }\n      taxAccounts { ...PayeeFields }\n      savedPayees { ...PayeeFields }\n      savedBillers { ...PayeeFields }\n      clientAccounts { ...PayeeFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BsbLookupFields on BsbLookup {\n    found\n    message\n    details {\n      bsb\n      bankName\n      branchName\n    }\n  }\n"): (typeof documents)["\n  fragment BsbLookupFields on BsbLookup {\n    found\n    message\n    details {\n      bsb\n      bankName\n      branchName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MakePaymentBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n      details {\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query MakePaymentBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n      details {\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MakePaymentBillerLookup($code: String!) {\n    billerLookup(code: $code) {\n      found\n      message\n      details {\n        billerCode\n        billerName\n        billerShortName\n        crnCheck\n      }\n    }\n  }\n"): (typeof documents)["\n  query MakePaymentBillerLookup($code: String!) {\n    billerLookup(code: $code) {\n      found\n      message\n      details {\n        billerCode\n        billerName\n        billerShortName\n        crnCheck\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MakePaymentPublicHolidays {\n    publicHolidays {\n      date\n      name\n    }\n  }\n"): (typeof documents)["\n  query MakePaymentPublicHolidays {\n    publicHolidays {\n      date\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MakePaymentPermissions($accountNumber: String!) {\n    paymentPermissions(accountNumber: $accountNumber) {\n      accountNumber\n      hasAccess\n      canMakePayment\n      paymentsEnabled\n      signingType\n      authority\n      approvalsRequired\n    }\n  }\n"): (typeof documents)["\n  query MakePaymentPermissions($accountNumber: String!) {\n    paymentPermissions(accountNumber: $accountNumber) {\n      accountNumber\n      hasAccess\n      canMakePayment\n      paymentsEnabled\n      signingType\n      authority\n      approvalsRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakePaymentValidate($input: PaymentInput!) {\n    validatePayment(input: $input) {\n      valid\n      errors {\n        code\n        field\n        message\n      }\n      paymentAuthorities {\n        partyId\n        name\n        signingType\n        approvalsRequired\n        verificationMethod\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MakePaymentValidate($input: PaymentInput!) {\n    validatePayment(input: $input) {\n      valid\n      errors {\n        code\n        field\n        message\n      }\n      paymentAuthorities {\n        partyId\n        name\n        signingType\n        approvalsRequired\n        verificationMethod\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakePaymentSave($input: PaymentInput!, $idempotencyKey: String) {\n    savePayment(input: $input, idempotencyKey: $idempotencyKey) {\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MakePaymentSave($input: PaymentInput!, $idempotencyKey: String) {\n    savePayment(input: $input, idempotencyKey: $idempotencyKey) {\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakePaymentSendChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation MakePaymentSendChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsPage($accountNumber: String, $view: PaymentsView, $page: Int, $size: Int) {\n    payments(accountNumber: $accountNumber, view: $view, page: $page, size: $size) {\n      nodes {\n        ...PaymentFields\n      }\n      page\n      size\n      total\n    }\n  }\n"): (typeof documents)["\n  query PaymentsPage($accountNumber: String, $view: PaymentsView, $page: Int, $size: Int) {\n    payments(accountNumber: $accountNumber, view: $view, page: $page, size: $size) {\n      nodes {\n        ...PaymentFields\n      }\n      page\n      size\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentById($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentById($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPaymentChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n      expiryTime\n    }\n  }\n"): (typeof documents)["\n  mutation SendPaymentChallenge($paymentId: ID!, $partyId: String!) {\n    sendPaymentChallenge(paymentId: $paymentId, partyId: $partyId) {\n      ...PaymentChallengeFields\n      expiryTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      payment {\n        ...PaymentFields\n      }\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      payment {\n        ...PaymentFields\n      }\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PaymentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        objectType\n        approvalId\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PaymentAlertEvents {\n    alertEvents {\n      alert {\n        id\n        objectType\n        approvalId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayeeFields on Payee {\n    payeeId\n    type\n    accountName\n    nickname\n    bsb\n    accountNumber\n    billerCode\n    billerName\n    crn\n    productDescription\n  }\n"): (typeof documents)["\n  fragment PayeeFields on Payee {\n    payeeId\n    type\n    accountName\n    nickname\n    bsb\n    accountNumber\n    billerCode\n    billerName\n    crn\n    productDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayeesAndBillers($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts {\n        ...PayeeFields\n      }\n      nominatedAccounts {\n        ...PayeeFields\n      }\n      taxAccounts {\n        ...PayeeFields\n      }\n      savedPayees {\n        ...PayeeFields\n      }\n      savedBillers {\n        ...PayeeFields\n      }\n      clientAccounts {\n        ...PayeeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayeesAndBillers($accountNumber: String!) {\n    payeesAndBillers(accountNumber: $accountNumber) {\n      accountNumber\n      linkedAccounts {\n        ...PayeeFields\n      }\n      nominatedAccounts {\n        ...PayeeFields\n      }\n      taxAccounts {\n        ...PayeeFields\n      }\n      savedPayees {\n        ...PayeeFields\n      }\n      savedBillers {\n        ...PayeeFields\n      }\n      clientAccounts {\n        ...PayeeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields on Payment {\n    paymentId\n    status\n    fromAccountNumber\n    amount\n    scheduleType\n    schedule {\n      nextDate\n      lastDate\n      frequency\n    }\n    paymentDestinationBPAY {\n      biller\n      billerName\n      nickname\n      billerShortName\n      crn\n    }\n    paymentDestinationEFT {\n      bsb\n      accountNumber\n      accountName\n      clientDescription\n    }\n    payeeName\n    fromPaymentNarrative\n    toPaymentNarrative\n    signingType\n    approvalsRequired\n    createdAt\n    updatedAt\n    paymentAuthorities {\n      partyId\n      name\n      signingType\n      approvalsRequired\n      verificationMethod\n      status\n      sentAt\n      expiryTime\n      actionedAt\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentFields on Payment {\n    paymentId\n    status\n    fromAccountNumber\n    amount\n    scheduleType\n    schedule {\n      nextDate\n      lastDate\n      frequency\n    }\n    paymentDestinationBPAY {\n      biller\n      billerName\n      nickname\n      billerShortName\n      crn\n    }\n    paymentDestinationEFT {\n      bsb\n      accountNumber\n      accountName\n      clientDescription\n    }\n    payeeName\n    fromPaymentNarrative\n    toPaymentNarrative\n    signingType\n    approvalsRequired\n    createdAt\n    updatedAt\n    paymentAuthorities {\n      partyId\n      name\n      signingType\n      approvalsRequired\n      verificationMethod\n      status\n      sentAt\n      expiryTime\n      actionedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentChallengeFields on PaymentChallengeResult {\n    outcome\n    code\n    message\n    partyId\n    name\n    verificationMethod\n  }\n"): (typeof documents)["\n  fragment PaymentChallengeFields on PaymentChallengeResult {\n    outcome\n    code\n    message\n    partyId\n    name\n    verificationMethod\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PensionAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      kind\n      productCode\n      productDescription\n      productType\n      ledgerBalance\n      netPortfolioValue\n    }\n  }\n"): (typeof documents)["\n  query PensionAccount($accountNumber: String!) {\n    account(accountNumber: $accountNumber) {\n      accountId\n      accountNumber\n      accountName\n      accountStatus\n      kind\n      productCode\n      productDescription\n      productType\n      ledgerBalance\n      netPortfolioValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPensionPayment($input: RetirementRequestInput!) {\n    requestPensionPayment(input: $input) {\n      requestId\n      result\n      intentId\n      sla\n      requestSubmissionTime\n      authorisers {\n        authoriserName\n        signingMethod\n        activityId\n        expiryTime\n        error\n      }\n      errors {\n        code\n        message\n        tier\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPensionPayment($input: RetirementRequestInput!) {\n    requestPensionPayment(input: $input) {\n      requestId\n      result\n      intentId\n      sla\n      requestSubmissionTime\n      authorisers {\n        authoriserName\n        signingMethod\n        activityId\n        expiryTime\n        error\n      }\n      errors {\n        code\n        message\n        tier\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PensionBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n    }\n  }\n"): (typeof documents)["\n  query PensionBsbLookup($code: String!) {\n    bsbLookup(code: $code) {\n      ...BsbLookupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartStepUp {\n    startStepUp {\n      id\n      expiresInSeconds\n      maxAttempts\n    }\n  }\n"): (typeof documents)["\n  mutation StartStepUp {\n    startStepUp {\n      id\n      expiresInSeconds\n      maxAttempts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyStepUp($challengeId: ID!, $code: String!) {\n    verifyStepUp(challengeId: $challengeId, code: $code) {\n      outcome\n      token\n      expiresAt\n      attemptsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyStepUp($challengeId: ID!, $code: String!) {\n    verifyStepUp(challengeId: $challengeId, code: $code) {\n      outcome\n      token\n      expiresAt\n      attemptsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      outcome\n      brokenRules\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      outcome\n      brokenRules\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPasswordContext {\n    passwordPolicy {\n      minLength\n      maxLength\n      username\n    }\n    viewer {\n      user {\n        mac\n        lastPasswordChange\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetPasswordContext {\n    passwordPolicy {\n      minLength\n      maxLength\n      username\n    }\n    viewer {\n      user {\n        mac\n        lastPasswordChange\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetConnectedDevices {\n    connectedDevices {\n      id\n      browser\n      os\n      platform\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query GetConnectedDevices {\n    connectedDevices {\n      id\n      browser\n      os\n      platform\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutDevice($id: ID!, $stepUpToken: String!) {\n    signOutDevice(id: $id, stepUpToken: $stepUpToken)\n  }\n"): (typeof documents)["\n  mutation SignOutDevice($id: ID!, $stepUpToken: String!) {\n    signOutDevice(id: $id, stepUpToken: $stepUpToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAuthenticator {\n    authenticator {\n      status\n      deviceName\n      activatedAt\n      enrolmentExpiresAt\n    }\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAuthenticator {\n    authenticator {\n      status\n      deviceName\n      activatedAt\n      enrolmentExpiresAt\n    }\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      code\n      activationUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation StartAuthenticatorEnrolment {\n    startAuthenticatorEnrolment {\n      code\n      activationUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdviserCodeFields on AdviserCode {\n    entityKey\n    dealerCode\n    code\n    productType\n    adviserType\n    adviserName\n  }\n"): (typeof documents)["\n  fragment AdviserCodeFields on AdviserCode {\n    entityKey\n    dealerCode\n    code\n    productType\n    adviserType\n    adviserName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProfileDetails {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        brandName\n        childBadgeName\n        badgeNames\n        dealerCode\n        lastLogin\n        lastPasswordChange\n      }\n      adviserCodes {\n        ...AdviserCodeFields\n        dealerName\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetProfileDetails {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        brandName\n        childBadgeName\n        badgeNames\n        dealerCode\n        lastLogin\n        lastPasswordChange\n      }\n      adviserCodes {\n        ...AdviserCodeFields\n        dealerName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSecurityLevel {\n    securityLevel\n  }\n"): (typeof documents)["\n  query GetSecurityLevel {\n    securityLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSecurityLevel($level: SecurityLevel!) {\n    setSecurityLevel(level: $level)\n  }\n"): (typeof documents)["\n  mutation SetSecurityLevel($level: SecurityLevel!) {\n    setSecurityLevel(level: $level)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetEsiDetails {\n    esiDetails {\n      fundName\n      abn\n      usi\n      esa\n      esaProvider\n      contactEmail\n      bsb\n      accountNumber\n      reference\n    }\n  }\n"): (typeof documents)["\n  query GetEsiDetails {\n    esiDetails {\n      fundName\n      abn\n      usi\n      esa\n      esaProvider\n      contactEmail\n      bsb\n      accountNumber\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLegalLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetLegalLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyAccess {\n    shell {\n      access {\n        badgeNames\n        products\n        cashBadgeNames\n        wrapAccess\n        cashAccess\n      }\n    }\n    viewer {\n      adviserCodes {\n        ...AdviserCodeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetMyAccess {\n    shell {\n      access {\n        badgeNames\n        products\n        cashBadgeNames\n        wrapAccess\n        cashAccess\n      }\n    }\n    viewer {\n      adviserCodes {\n        ...AdviserCodeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProfilePicture {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n"): (typeof documents)["\n  query GetProfilePicture {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProfilePicture($picture: ProfilePictureInput!) {\n    setProfilePicture(picture: $picture) {\n      contentType\n      data\n    }\n  }\n"): (typeof documents)["\n  mutation SetProfilePicture($picture: ProfilePictureInput!) {\n    setProfilePicture(picture: $picture) {\n      contentType\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRateBadges {\n    rateBadges {\n      cash\n      wrap\n    }\n  }\n"): (typeof documents)["\n  query GetRateBadges {\n    rateBadges {\n      cash\n      wrap\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCashRates($badge: String!) {\n    cashRates(badge: $badge) {\n      badge\n      effectiveDate\n      rates {\n        key\n        label\n        rate\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetCashRates($badge: String!) {\n    cashRates(badge: $badge) {\n      badge\n      effectiveDate\n      rates {\n        key\n        label\n        rate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetTermDepositRates {\n    termDepositRates {\n      effectiveDate\n      rebateBps\n      tiers {\n        key\n        min\n        max\n      }\n      terms {\n        key\n        label\n        rates\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetTermDepositRates {\n    termDepositRates {\n      effectiveDate\n      rebateBps\n      tiers {\n        key\n        min\n        max\n      }\n      terms {\n        key\n        label\n        rates\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetWrapRates($badge: String!) {\n    wrapRates(badge: $badge) {\n      badge\n      effectiveDate\n      termDepositRatesUrl\n      tiers {\n        key\n        min\n        max\n      }\n      products {\n        key\n        label\n        rates\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetWrapRates($badge: String!) {\n    wrapRates(badge: $badge) {\n      badge\n      effectiveDate\n      termDepositRatesUrl\n      tiers {\n        key\n        min\n        max\n      }\n      products {\n        key\n        label\n        rates\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseStatusFields on CaseStatus {\n    code\n    display\n    label\n    pill\n    secondaryLabel\n  }\n"): (typeof documents)["\n  fragment CaseStatusFields on CaseStatus {\n    code\n    display\n    label\n    pill\n    secondaryLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseRowFields on Case {\n    intentId\n    caseId\n    requestName\n    description\n    requestorName\n    status {\n      ...CaseStatusFields\n    }\n    accounts {\n      accountNumber\n      accountName\n      productDescription\n    }\n    createdDateTime\n    updatedDateTime\n  }\n"): (typeof documents)["\n  fragment CaseRowFields on Case {\n    intentId\n    caseId\n    requestName\n    description\n    requestorName\n    status {\n      ...CaseStatusFields\n    }\n    accounts {\n      accountNumber\n      accountName\n      productDescription\n    }\n    createdDateTime\n    updatedDateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCaseDocumentFile($intentId: ID!, $documentId: ID!) {\n    caseDocumentFile(intentId: $intentId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query GetCaseDocumentFile($intentId: ID!, $documentId: ID!) {\n    caseDocumentFile(intentId: $intentId, documentId: $documentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCaseSignDocument($intentId: ID!) {\n    caseSignDocument(intentId: $intentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query GetCaseSignDocument($intentId: ID!) {\n    caseSignDocument(intentId: $intentId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCase($intentId: ID!) {\n    cancelCase(intentId: $intentId) {\n      intentId\n      status {\n        ...CaseStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCase($intentId: ID!) {\n    cancelCase(intentId: $intentId) {\n      intentId\n      status {\n        ...CaseStatusFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendAuthorisation($intentId: ID!, $activityId: ID!) {\n    resendAuthorisation(intentId: $intentId, activityId: $activityId) {\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendAuthorisation($intentId: ID!, $activityId: ID!) {\n    resendAuthorisation(intentId: $intentId, activityId: $activityId) {\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachCaseDocuments($intentId: ID!, $files: [CaseFileInput!]!) {\n    attachCaseDocuments(intentId: $intentId, files: $files) {\n      documents {\n        ...CaseDocumentFields\n      }\n      malwareFileNames\n    }\n  }\n"): (typeof documents)["\n  mutation AttachCaseDocuments($intentId: ID!, $files: [CaseFileInput!]!) {\n    attachCaseDocuments(intentId: $intentId, files: $files) {\n      documents {\n        ...CaseDocumentFields\n      }\n      malwareFileNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFollowUpResponses($intentId: ID!, $responses: [FollowUpResponseInput!]!) {\n    submitFollowUpResponses(intentId: $intentId, responses: $responses) {\n      caseId\n      caseStatus {\n        ...CaseStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFollowUpResponses($intentId: ID!, $responses: [FollowUpResponseInput!]!) {\n    submitFollowUpResponses(intentId: $intentId, responses: $responses) {\n      caseId\n      caseStatus {\n        ...CaseStatusFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSignedDocument($intentId: ID!, $file: CaseFileInput!) {\n    submitSignedDocument(intentId: $intentId, file: $file) {\n      ...CaseDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSignedDocument($intentId: ID!, $file: CaseFileInput!) {\n    submitSignedDocument(intentId: $intentId, file: $file) {\n      ...CaseDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRequestClients($keyword: String!) {\n    requestClients(keyword: $keyword) {\n      contactId\n      displayName\n      type\n      suburb\n    }\n  }\n"): (typeof documents)["\n  query GetRequestClients($keyword: String!) {\n    requestClients(keyword: $keyword) {\n      contactId\n      displayName\n      type\n      suburb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRequestAccounts($contactId: ID, $keyword: String) {\n    requestAccounts(contactId: $contactId, keyword: $keyword) {\n      accountNumber\n      accountName\n      productCode\n      productDescription\n      productType\n      accessLevel\n      businessArea\n    }\n  }\n"): (typeof documents)["\n  query GetRequestAccounts($contactId: ID, $keyword: String) {\n    requestAccounts(contactId: $contactId, keyword: $keyword) {\n      accountNumber\n      accountName\n      productCode\n      productDescription\n      productType\n      accessLevel\n      businessArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRequestCategories($accountNumber: String!) {\n    requestCategories(accountNumber: $accountNumber) {\n      category\n      businessArea\n      subCategories {\n        id\n        subCategory\n        process\n        subprocess\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetRequestCategories($accountNumber: String!) {\n    requestCategories(accountNumber: $accountNumber) {\n      category\n      businessArea\n      subCategories {\n        id\n        subCategory\n        process\n        subprocess\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRequestValidations($subCategoryId: ID!, $accountNumber: String!) {\n    requestValidations(subCategoryId: $subCategoryId, accountNumber: $accountNumber) {\n      code\n      message\n      tier\n    }\n  }\n"): (typeof documents)["\n  query GetRequestValidations($subCategoryId: ID!, $accountNumber: String!) {\n    requestValidations(subCategoryId: $subCategoryId, accountNumber: $accountNumber) {\n      code\n      message\n      tier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      intentId\n      caseId\n      requestId\n      isGeneralRequestType\n      createdDateTime\n      sla\n      eta\n      result\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      intentId\n      caseId\n      requestId\n      isGeneralRequestType\n      createdDateTime\n      sla\n      eta\n      result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDocumentFields on CaseDocument {\n    documentId\n    documentName\n    contentType\n    size\n    uploadedAt\n    malware\n  }\n"): (typeof documents)["\n  fragment CaseDocumentFields on CaseDocument {\n    documentId\n    documentName\n    contentType\n    size\n    uploadedAt\n    malware\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetailsFields on CaseDetails {\n    case {\n      ...CaseRowFields\n      accounts {\n        accountNumber\n        accountName\n        productDescription\n        adviserCode\n        dealerCode\n        adviserName\n        businessArea\n        isDeathPension\n      }\n      requestSource\n      approvalId\n      fulfillmentId\n    }\n    onlineRequestName\n    subprocessName\n    productCode\n    businessVenture\n    amount\n    sla\n    eta\n    payload {\n      kind\n      fields {\n        key\n        value\n      }\n      rows {\n        key\n        value\n      }\n    }\n    history {\n      type\n      status {\n        ...CaseStatusFields\n      }\n      timestamp\n      followUpIds\n      authorisers\n    }\n    followUps {\n      id\n      status\n      requestType\n      requestReason\n      requestedBy\n      respondedBy\n      requestedDateTime\n      respondedDateTime\n      requestWhy\n      requestWhat\n      requestReturnMethod\n      responseContent\n      visibleOnline\n      responseExpectedDate\n      documents {\n        documentId\n        documentName\n      }\n    }\n    authorisers {\n      activityId\n      authoriserName\n      authorisationLevel\n      roleType\n      status\n      updatedAt\n      expireBy\n      errors\n    }\n    documents {\n      ...CaseDocumentFields\n    }\n    malwareFileNames\n    cancellable\n  }\n"): (typeof documents)["\n  fragment CaseDetailsFields on CaseDetails {\n    case {\n      ...CaseRowFields\n      accounts {\n        accountNumber\n        accountName\n        productDescription\n        adviserCode\n        dealerCode\n        adviserName\n        businessArea\n        isDeathPension\n      }\n      requestSource\n      approvalId\n      fulfillmentId\n    }\n    onlineRequestName\n    subprocessName\n    productCode\n    businessVenture\n    amount\n    sla\n    eta\n    payload {\n      kind\n      fields {\n        key\n        value\n      }\n      rows {\n        key\n        value\n      }\n    }\n    history {\n      type\n      status {\n        ...CaseStatusFields\n      }\n      timestamp\n      followUpIds\n      authorisers\n    }\n    followUps {\n      id\n      status\n      requestType\n      requestReason\n      requestedBy\n      respondedBy\n      requestedDateTime\n      respondedDateTime\n      requestWhy\n      requestWhat\n      requestReturnMethod\n      responseContent\n      visibleOnline\n      responseExpectedDate\n      documents {\n        documentId\n        documentName\n      }\n    }\n    authorisers {\n      activityId\n      authoriserName\n      authorisationLevel\n      roleType\n      status\n      updatedAt\n      expireBy\n      errors\n    }\n    documents {\n      ...CaseDocumentFields\n    }\n    malwareFileNames\n    cancellable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCaseDetails($intentId: ID!) {\n    caseDetails(intentId: $intentId) {\n      ...CaseDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query GetCaseDetails($intentId: ID!) {\n    caseDetails(intentId: $intentId) {\n      ...CaseDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCaseFilterOptions {\n    caseInitiators {\n      label\n      value\n      currentUser\n    }\n    caseRequestNames\n  }\n"): (typeof documents)["\n  query GetCaseFilterOptions {\n    caseInitiators {\n      label\n      value\n      currentUser\n    }\n    caseRequestNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCases($filter: CaseFilter, $sort: CaseSort, $page: Int, $size: Int) {\n    cases(filter: $filter, sort: $sort, page: $page, size: $size) {\n      nodes {\n        ...CaseRowFields\n      }\n      pageNumber\n      pageSize\n      totalCount\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query GetCases($filter: CaseFilter, $sort: CaseSort, $page: Int, $size: Int) {\n    cases(filter: $filter, sort: $sort, page: $page, size: $size) {\n      nodes {\n        ...CaseRowFields\n      }\n      pageNumber\n      pageSize\n      totalCount\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRequestsInProgress($initiatedBy: InitiatedBy) {\n    requestsInProgress(initiatedBy: $initiatedBy) {\n      awaiting {\n        ...RequestInProgressFields\n      }\n      inProgress {\n        ...RequestInProgressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetRequestsInProgress($initiatedBy: InitiatedBy) {\n    requestsInProgress(initiatedBy: $initiatedBy) {\n      awaiting {\n        ...RequestInProgressFields\n      }\n      inProgress {\n        ...RequestInProgressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestInProgressFields on RequestInProgress {\n    requestType\n    requestId\n    approvalId\n    requestorName\n    requestCreatedDatetime\n    status {\n      ...CaseStatusFields\n    }\n  }\n"): (typeof documents)["\n  fragment RequestInProgressFields on RequestInProgress {\n    requestType\n    requestId\n    approvalId\n    requestorName\n    requestCreatedDatetime\n    status {\n      ...CaseStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartScreenShare($product: String!) {\n    startScreenShare(product: $product) {\n      sessionId\n      pin\n      status\n      assistNumber\n    }\n  }\n"): (typeof documents)["\n  mutation StartScreenShare($product: String!) {\n    startScreenShare(product: $product) {\n      sessionId\n      pin\n      status\n      assistNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndScreenShare($sessionId: ID!, $logout: Boolean) {\n    endScreenShare(sessionId: $sessionId, logout: $logout) {\n      sessionId\n      status\n      endedBy\n    }\n  }\n"): (typeof documents)["\n  mutation EndScreenShare($sessionId: ID!, $logout: Boolean) {\n    endScreenShare(sessionId: $sessionId, logout: $logout) {\n      sessionId\n      status\n      endedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendScreenShareEvents($sessionId: ID!, $events: [String!]!) {\n    sendScreenShareEvents(sessionId: $sessionId, events: $events)\n  }\n"): (typeof documents)["\n  mutation SendScreenShareEvents($sessionId: ID!, $events: [String!]!) {\n    sendScreenShareEvents(sessionId: $sessionId, events: $events)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScreenShareEvents($sessionId: ID!) {\n    screenShareEvents(sessionId: $sessionId) {\n      sessionId\n      status\n      control\n      endedBy\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription ScreenShareEvents($sessionId: ID!) {\n    screenShareEvents(sessionId: $sessionId) {\n      sessionId\n      status\n      control\n      endedBy\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreenShareLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScreenShareLinks {\n    shell {\n      brand {\n        key\n        helpLinks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountFilterOptions {\n    viewer {\n      user {\n        mac\n        dealerRestricted\n        dealerCode\n      }\n      adviserCodes {\n        entityKey\n        dealerCode\n        code\n        adviserName\n        productType\n      }\n    }\n    productCodes {\n      code\n      description\n    }\n  }\n"): (typeof documents)["\n  query AccountFilterOptions {\n    viewer {\n      user {\n        mac\n        dealerRestricted\n        dealerCode\n      }\n      adviserCodes {\n        entityKey\n        dealerCode\n        code\n        adviserName\n        productType\n      }\n    }\n    productCodes {\n      code\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAccountResults($filter: AccountFilter, $first: Int, $after: String, $sort: AccountSort) {\n    accountSearch(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      nodes {\n        accountId\n        accountNumber\n        kind\n        pageNumber\n        accountName\n        accountStatus\n        accountType\n        productCode\n        accountProduct\n        adviserCode\n        accountCreated\n        closedDate\n        accountBalance\n        isNewAccount\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchAccountResults($filter: AccountFilter, $first: Int, $after: String, $sort: AccountSort) {\n    accountSearch(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      nodes {\n        accountId\n        accountNumber\n        kind\n        pageNumber\n        accountName\n        accountStatus\n        accountType\n        productCode\n        accountProduct\n        adviserCode\n        accountCreated\n        closedDate\n        accountBalance\n        isNewAccount\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchGroupResults($query: String, $groupType: GroupType, $first: Int) {\n    wrapGroupSearch(query: $query, groupType: $groupType, first: $first) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      businessVentureId\n      accountCount\n    }\n  }\n"): (typeof documents)["\n  query SearchGroupResults($query: String, $groupType: GroupType, $first: Int) {\n    wrapGroupSearch(query: $query, groupType: $groupType, first: $first) {\n      accountGroupCode\n      accountGroupName\n      accountGroupType\n      businessVentureId\n      accountCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchAccountFields on Account {\n    accountId\n    accountNumber\n    kind\n    pageNumber\n    accountName\n    accountStatus\n    accountType\n    accountProduct\n    accountBalance\n    isNewAccount\n  }\n"): (typeof documents)["\n  fragment SearchAccountFields on Account {\n    accountId\n    accountNumber\n    kind\n    pageNumber\n    accountName\n    accountStatus\n    accountType\n    accountProduct\n    accountBalance\n    isNewAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecentPreferences {\n    viewer {\n      preferences(keys: [\"RecentAccounts\", \"RecentWrapGroups\"]) {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetRecentPreferences {\n    viewer {\n      preferences(keys: [\"RecentAccounts\", \"RecentWrapGroups\"]) {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecentAccounts($ids: [ID!]!) {\n    accountsByIds(ids: $ids) {\n      ...SearchAccountFields\n    }\n  }\n"): (typeof documents)["\n  query GetRecentAccounts($ids: [ID!]!) {\n    accountsByIds(ids: $ids) {\n      ...SearchAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAccountsDropdown($keyword: String!, $accountStatus: [AccountStatus!], $after: String) {\n    accountSearch(filter: { keyword: $keyword, accountStatus: $accountStatus }, first: 25, after: $after) {\n      totalCount\n      balancesAsAt\n      nodes {\n        ...SearchAccountFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchAccountsDropdown($keyword: String!, $accountStatus: [AccountStatus!], $after: String) {\n    accountSearch(filter: { keyword: $keyword, accountStatus: $accountStatus }, first: 25, after: $after) {\n      totalCount\n      balancesAsAt\n      nodes {\n        ...SearchAccountFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchClientsDropdown($query: String!) {\n    clientSearch(query: $query, first: 30) {\n      totalCount\n      nodes {\n        contactId\n        type\n        displayName\n        suburb\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchClientsDropdown($query: String!) {\n    clientSearch(query: $query, first: 30) {\n      totalCount\n      nodes {\n        contactId\n        type\n        displayName\n        suburb\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchGroupFields on WrapGroup {\n    accountGroupCode\n    accountGroupName\n    accountGroupType\n    accountCount\n  }\n"): (typeof documents)["\n  fragment SearchGroupFields on WrapGroup {\n    accountGroupCode\n    accountGroupName\n    accountGroupType\n    accountCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchWrapGroupsDropdown($query: String!) {\n    wrapGroupSearch(query: $query, first: 5) {\n      ...SearchGroupFields\n    }\n  }\n"): (typeof documents)["\n  query SearchWrapGroupsDropdown($query: String!) {\n    wrapGroupSearch(query: $query, first: 5) {\n      ...SearchGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRecentWrapGroups($codes: [ID!]!) {\n    wrapGroupsByCodes(codes: $codes) {\n      ...SearchGroupFields\n    }\n  }\n"): (typeof documents)["\n  query GetRecentWrapGroups($codes: [ID!]!) {\n    wrapGroupsByCodes(codes: $codes) {\n      ...SearchGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingContext {\n    trackingContext {\n      appName\n      appVersion\n      mac\n    }\n  }\n"): (typeof documents)["\n  query TrackingContext {\n    trackingContext {\n      appName\n      appVersion\n      mac\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingHeartbeat {\n    trackingHeartbeat\n  }\n"): (typeof documents)["\n  query TrackingHeartbeat {\n    trackingHeartbeat\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTrackingLogs($logs: JSON!) {\n    sendTrackingLogs(logs: $logs) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation SendTrackingLogs($logs: JSON!) {\n    sendTrackingLogs(logs: $logs) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportTrackingHealth($jsStatus: String!, $customerSessionId: String!) {\n    reportTrackingHealth(jsStatus: $jsStatus, customerSessionId: $customerSessionId)\n  }\n"): (typeof documents)["\n  mutation ReportTrackingHealth($jsStatus: String!, $customerSessionId: String!) {\n    reportTrackingHealth(jsStatus: $jsStatus, customerSessionId: $customerSessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetWhatsNewViewer {\n    viewer {\n      user {\n        mac\n        lastLogin\n        flags\n        supportedBrandProducts\n      }\n      preferences(keys: [\"whats-new-dismissed-groups\", \"behavioural-intercept-feedback\"]) {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetWhatsNewViewer {\n    viewer {\n      user {\n        mac\n        lastLogin\n        flags\n        supportedBrandProducts\n      }\n      preferences(keys: [\"whats-new-dismissed-groups\", \"behavioural-intercept-feedback\"]) {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWhatsNewPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation SetWhatsNewPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($refreshToken: String!) {\n    endSession(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation EndSession($refreshToken: String!) {\n    endSession(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetErrorUrl($badge: String!, $code: String!) {\n    signIn(badge: $badge) {\n      errorUrl(code: $code)\n    }\n  }\n"): (typeof documents)["\n  query GetErrorUrl($badge: String!, $code: String!) {\n    signIn(badge: $badge) {\n      errorUrl(code: $code)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n"): (typeof documents)["\n  query GetLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetLogoutUrl($badge: String!, $reason: LogoutReason!) {\n    signIn(badge: $badge) {\n      logoutUrl(reason: $reason)\n    }\n  }\n"): (typeof documents)["\n  query GetLogoutUrl($badge: String!, $reason: LogoutReason!) {\n    signIn(badge: $badge) {\n      logoutUrl(reason: $reason)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetViewerUser {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        lastLogin\n        brand\n        loginBadge\n        childBadge\n      }\n      greeting\n    }\n  }\n"): (typeof documents)["\n  query GetViewerUser {\n    viewer {\n      user {\n        mac\n        firstName\n        lastName\n        lastLogin\n        brand\n        loginBadge\n        childBadge\n      }\n      greeting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewSession($refreshToken: String!) {\n    renewSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      scope\n      expiresIn\n      refreshTokenExpiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation RenewSession($refreshToken: String!) {\n    renewSession(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      scope\n      expiresIn\n      refreshTokenExpiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstVisitLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n"): (typeof documents)["\n  query FirstVisitLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {\n    signIn(badge: $badge) {\n      loginUrl(redirectUri: $redirectUri, goTo: $goTo)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetFavouriteAccounts {\n    viewer {\n      preferences(keys: [\"FavouriteAccounts\"]) {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetFavouriteAccounts {\n    viewer {\n      preferences(keys: [\"FavouriteAccounts\"]) {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFavouriteAccount($accountId: ID!, $favourite: Boolean!) {\n    setFavouriteAccount(accountId: $accountId, favourite: $favourite) {\n      __typename\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation SetFavouriteAccount($accountId: ID!, $favourite: Boolean!) {\n    setFavouriteAccount(accountId: $accountId, favourite: $favourite) {\n      __typename\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRecent($kind: RecentKind!, $id: ID!) {\n    recordRecent(kind: $kind, id: $id) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation RecordRecent($kind: RecentKind!, $id: ID!) {\n    recordRecent(kind: $kind, id: $id) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetHomepage {\n    viewer {\n      preferences(keys: [\"Homepage\"]) {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetHomepage {\n    viewer {\n      preferences(keys: [\"Homepage\"]) {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAuthenticatorStatus {\n    authenticator {\n      status\n    }\n  }\n"): (typeof documents)["\n  query GetAuthenticatorStatus {\n    authenticator {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPreviewShell($input: PreviewInput!) {\n    previewShell(input: $input) {\n      ...ShellFields\n    }\n  }\n"): (typeof documents)["\n  query GetPreviewShell($input: PreviewInput!) {\n    previewShell(input: $input) {\n      ...ShellFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetShellPreferences {\n    viewer {\n      preferences(keys: [\"AoSideNavPinned\", \"DismissedPopovers\"]) {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetShellPreferences {\n    viewer {\n      preferences(keys: [\"AoSideNavPinned\", \"DismissedPopovers\"]) {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetShell($overrides: [FlagOverride!]) {\n    shell(overrides: $overrides) {\n      ...ShellFields\n    }\n  }\n"): (typeof documents)["\n  query GetShell($overrides: [FlagOverride!]) {\n    shell(overrides: $overrides) {\n      ...ShellFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      __typename\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation SetPreference($key: String!, $value: JSON) {\n    setPreference(key: $key, value: $value) {\n      __typename\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NavItemFields on NavItem {\n    id\n    label\n    kind\n    route\n    matches\n    exact\n    url\n    badges {\n      badge\n      label\n      url\n    }\n    selectBadge\n    action\n    disabledWhen\n    icon\n    popover\n    pinnedLabel\n  }\n"): (typeof documents)["\n  fragment NavItemFields on NavItem {\n    id\n    label\n    kind\n    route\n    matches\n    exact\n    url\n    badges {\n      badge\n      label\n      url\n    }\n    selectBadge\n    action\n    disabledWhen\n    icon\n    popover\n    pinnedLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellFields on Shell {\n    environment\n    brand {\n      key\n      name\n      loginBadge\n      childBadge\n      theme\n      logo {\n        src\n        alt\n      }\n      favicon {\n        default\n        redDot\n      }\n      assistNumber\n      helpLinks\n    }\n    access {\n      badges\n      products\n      cashBadges\n      wrapAccess\n      cashAccess\n    }\n    sideNavigation {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n        children {\n          ...NavItemFields\n          children {\n            ...NavItemFields\n          }\n        }\n      }\n    }\n    profileMenu {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n      }\n    }\n    plugins {\n      id\n      settings\n    }\n    flags {\n      key\n      on\n    }\n    copyOverrides\n    idle {\n      idleSeconds\n      countdownSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment ShellFields on Shell {\n    environment\n    brand {\n      key\n      name\n      loginBadge\n      childBadge\n      theme\n      logo {\n        src\n        alt\n      }\n      favicon {\n        default\n        redDot\n      }\n      assistNumber\n      helpLinks\n    }\n    access {\n      badges\n      products\n      cashBadges\n      wrapAccess\n      cashAccess\n    }\n    sideNavigation {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n        children {\n          ...NavItemFields\n          children {\n            ...NavItemFields\n          }\n        }\n      }\n    }\n    profileMenu {\n      ...NavItemFields\n      children {\n        ...NavItemFields\n      }\n    }\n    plugins {\n      id\n      settings\n    }\n    flags {\n      key\n      on\n    }\n    copyOverrides\n    idle {\n      idleSeconds\n      countdownSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetHeaderAvatar {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n"): (typeof documents)["\n  query GetHeaderAvatar {\n    profilePicture {\n      contentType\n      data\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;