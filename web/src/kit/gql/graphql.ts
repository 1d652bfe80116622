/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The signed-in user's access level to an account. */
export type AccountAccess =
  /** Full access: view and transact. */
  | 'FULL'
  /** Limited access: view and some requests. */
  | 'LIMITED'
  /** View only. */
  | 'VIEW';

/** Filters of an account's documents; all optional. Dates are yyyy-MM-dd, inclusive, and apply to the period's end. */
export type AccountDocumentFilter = {
  /** First Sydney calendar day, yyyy-MM-dd, for the end of the period covered. */
  from?: string | null | undefined;
  /** Last Sydney calendar day, yyyy-MM-dd, for the end of the period covered; not before from. */
  to?: string | null | undefined;
  /** Statements only or tax reports only; none for both. */
  type?: AccountDocumentType | null | undefined;
};

/** A statement (per month for cash, per quarter for wrap) or a yearly tax report (per Australian financial year). */
export type AccountDocumentType =
  /** A periodic statement. */
  | 'STATEMENT'
  /** An annual tax report. */
  | 'TAX_REPORT';

/** How fee rows are grouped: calendar months, calendar quarters or Australian financial years (1 July to 30 June). */
export type AccountFeePeriod =
  /** Australian financial years. */
  | 'FINANCIAL_YEAR'
  /** Calendar months. */
  | 'MONTH'
  /** Calendar quarters. */
  | 'QUARTER';

/** The kinds of fee a Wrap account pays. */
export type AccountFeeType =
  /** The platform's administration fee. */
  | 'ADMINISTRATION'
  /** The adviser's service fee. */
  | 'ADVISER_SERVICE'
  /** Investment management fees. */
  | 'INVESTMENT';

/**
 * Account search filters, combined with AND. Dates are yyyy-MM-dd (dd/MM/yyyy is accepted too; anything else is
 * BAD_USER_INPUT), inclusive; amounts are Australian dollars with at most 2 decimals.
 */
export type AccountFilter = {
  /** Only these account ids. */
  accountIds?: Array<string> | null | undefined;
  /** Any of these statuses; none for Active and Closed. */
  accountStatus?: Array<AccountStatus> | null | undefined;
  /** Any of these kinds; none for every kind. */
  accountTypes?: Array<AccountType> | null | undefined;
  /** Only accounts under these entity keys (dealer code followed by adviser code); none for all the user's. */
  adviserCodes?: Array<string> | null | undefined;
  /** Any of these business ventures (badges), e.g. [MacquarieWrap]; none for all. */
  businessVentures?: Array<string> | null | undefined;
  /** Closed on or after this day, yyyy-MM-dd. */
  closeDateFrom?: string | null | undefined;
  /** Closed on or before this day, yyyy-MM-dd. */
  closeDateTo?: string | null | undefined;
  /**
   * True for only the user's favourite accounts: none saved gives an empty result; a failed read of the favourites
   * gives an error.
   */
  favourites?: boolean | null | undefined;
  /** Balance at least this, in Australian dollars. */
  fromAmount?: string | null | undefined;
  /** Free text: account name, number or client; any run of characters other than letters and digits separates words. */
  keyword?: string | null | undefined;
  /** Opened on or after this day, yyyy-MM-dd. */
  openDateFrom?: string | null | undefined;
  /** Opened on or before this day, yyyy-MM-dd. */
  openDateTo?: string | null | undefined;
  /** Any of these product codes (see productCodes); none for all. */
  productCodes?: Array<string> | null | undefined;
  /** Balance at most this, in Australian dollars. */
  toAmount?: string | null | undefined;
};

/** An account group to save. */
export type AccountGroupInput = {
  /** Account ids, numbers or composer codes. */
  accounts: Array<string>;
  /** Attributes, e.g. [ADVISER_SERVICE_FEE]; none for no attributes. */
  attributes?: Array<string> | null | undefined;
  /** The business venture (Wrap badge) of the group's accounts. */
  businessVentureId: string;
  /** The dealer the group belongs to. */
  dealerCode: string;
  /** What the group is used for; at least one. */
  groupTypes: Array<GroupType>;
  /**
   * The group's name. Characters other than letters, digits, whitespace and - ( ) ' & become spaces, then the name is
   * trimmed.
   */
  name: string;
  /** The group's status; a new group is ACTIVE. */
  status?: AccountGroupStatus | null | undefined;
};

/** Account group status; values the portal does not know read as ACTIVE. */
export type AccountGroupStatus =
  /** In use. */
  | 'ACTIVE'
  /** Closed; no longer shown. */
  | 'CLOSED'
  /** Kept but not in use. */
  | 'INACTIVE'
  /** Waiting for the bank to process it. */
  | 'PENDING';

/** How far back an account's value over time goes. */
export type AccountHistoryRange =
  /** The last month, a point a day. */
  | 'ONE_MONTH'
  /** The last year, a point a week (counted back from today). */
  | 'ONE_YEAR'
  /** Since the account opened, a point each month end (a cash ledger reaches back 24 months). */
  | 'SINCE_OPENING'
  /** The last six months, a point a week (counted back from today). */
  | 'SIX_MONTHS';

/** Which account page an account opens, from its product code. */
export type AccountKind =
  /** The cash account page. */
  | 'CASH'
  /** No page: the account does not navigate. */
  | 'NONE'
  /** The term deposit page. */
  | 'TERM_DEPOSIT'
  /** The Wrap account page. */
  | 'WRAP';

/** How to sort account search results. */
export type AccountSort = {
  /** Sort columns, most significant first. */
  columns: Array<AccountSortColumn>;
  /** Ascending or descending. */
  order?: SortOrder | null | undefined;
};

/** What account search can be sorted by. */
export type AccountSortColumn =
  /** Account name. */
  | 'ACCOUNT_NAME'
  /** Account number. */
  | 'ACCOUNT_NUMBER'
  /** Account type. */
  | 'ACCOUNT_TYPE'
  /** Account balance. */
  | 'BALANCE'
  /** Closing date. */
  | 'CLOSE_DATE'
  /** Opening date. */
  | 'OPEN_DATE';

/** An account's status. */
export type AccountStatus =
  /** Open. */
  | 'Active'
  /** Closed; still viewable. */
  | 'Closed'
  /** Deleted; a deleted cash or term deposit account cannot be viewed. */
  | 'Deleted'
  /** Being opened. */
  | 'Pending';

/** The kind of account. */
export type AccountType =
  /** A cash account. */
  | 'CASH'
  /** An online trading account. */
  | 'MOT'
  /** A term deposit. */
  | 'TD'
  /** A Wrap (platform) account: investment, super or pension. */
  | 'WRAP';

/** The adviser fee of an estimate. */
export type AdviserFeeInput = {
  /** Percentage or dollars. */
  kind: AdviserFeeKind;
  /** % a year (up to 4 decimals, at most FeeSchedule.adviserFeeMaxRate) or dollars a year (at most adviserFeeMaxAmount). */
  value: string;
};

/** How an adviser fee is set. */
export type AdviserFeeKind =
  /** Australian dollars a year. */
  | 'DOLLAR'
  /** % a year of the balance. */
  | 'PERCENT';

/** Whether an adviser code belongs to a dealer as a whole or to one adviser. */
export type AdviserType =
  /** An individual adviser's code. */
  | 'ADVISER'
  /** A dealer-level code: access to all the dealer's advisers' accounts. */
  | 'DEALER';

/** The icon an alert's status shows. */
export type AlertIcon =
  /** Denied. */
  | 'DENIED'
  /** Cancelled, or not completed awaiting the adviser. */
  | 'ERROR'
  /** Created, in progress, or no status. */
  | 'INFO'
  /** Money received. */
  | 'MONEY'
  /** Awaiting the adviser or the client's approval. */
  | 'PENDING'
  /** Completed. */
  | 'SUCCESS'
  /** A warning. */
  | 'WARNING';

/** What an alert is about. */
export type AlertObjectType =
  /** Anything else. */
  | 'OTHERS'
  /** Payments. */
  | 'PAYMENTS'
  /** Settings and maturities. */
  | 'SETTINGS_MATURITIES';

/** An alert's status, derived by the gateway from the alert's text, then its category, then the bank's status text. */
export type AlertStatus =
  /** Awaiting the adviser. */
  | 'AWAITING_ADVISER'
  /** Awaiting the client's approval. */
  | 'AWAITING_CLIENT_APPROVAL'
  /** Cancelled. */
  | 'CANCELLED'
  /** Completed. */
  | 'COMPLETED'
  /** Created. */
  | 'CREATED'
  /** Denied. */
  | 'DENIED'
  /** In progress. */
  | 'IN_PROGRESS'
  /** Not completed: awaiting the adviser. */
  | 'NOT_COMPLETED_AWAITING_ADVISER'
  /** Money received. */
  | 'RECEIVED'
  /** A warning. */
  | 'WARNING';

/** How an announcement is shown. */
export type AnnouncementStyle =
  /** An error bar, for outages. */
  | 'ERROR'
  /** An information bar (the yellow box); closing it saves its messageId as the yellow-box-message preference. */
  | 'INFO';

/** The adviser's fees on a wrap account. */
export type ApplicationAdviserFeeInput = {
  /** With DOLLAR: $1 to $50,000 a year. */
  ongoingDollars?: string | null | undefined;
  /** With PERCENT: 0.01 to 2.20, at most 2 decimals. */
  ongoingPercent?: string | null | undefined;
  /** NONE, PERCENT or DOLLAR. */
  ongoingType: string;
  /** $0 to $100,000, once. */
  upfront?: string | null | undefined;
};

/** The client: an existing one by contact id, or a new one. */
export type ApplicationClientInput = {
  /** An existing client of the advisers the user acts for. */
  contactId?: string | number | null | undefined;
  /** A new client. */
  newClient?: ApplicationNewClientInput | null | undefined;
};

/** The parts of a draft to save; parts left out stay as they are. */
export type ApplicationDraftInput = {
  /** The adviser's fees. */
  adviserFee?: ApplicationAdviserFeeInput | null | undefined;
  /** The client. */
  client?: ApplicationClientInput | null | undefined;
  /** The linked bank account. */
  linkedAccount?: ApplicationLinkedAccountInput | null | undefined;
  /** The account options. */
  options?: ApplicationOptionsInput | null | undefined;
  /** The step the adviser has reached. */
  step?: ApplicationStep | null | undefined;
};

/** An identity document to upload. */
export type ApplicationFileInput = {
  /** The bytes; at most 10 MB decoded. Send the mutation to /graphql/files. */
  base64: string;
  /** application/pdf, image/jpeg or image/png, and what the bytes are. */
  contentType: string;
  /** A plain name ending in the type's extension: .pdf, .jpg or .jpeg, .png. */
  fileName: string;
};

/** The client's nominated bank account. */
export type ApplicationLinkedAccountInput = {
  /** 1 to 32 characters. */
  accountName: string;
  /** 6 to 9 digits. */
  accountNumber: string;
  /** 6 digits (a hyphen after the third is taken). */
  bsb: string;
};

/** A new client's details; each field's rule is in its description and checked by the bank. */
export type ApplicationNewClientInput = {
  /** The client is at least the product's minAge and at most 120. */
  dateOfBirth: string;
  /** An email address, at most 100 characters. */
  email: string;
  /** 1 to 40 letters, spaces, hyphens, apostrophes or full stops, starting with a letter. */
  firstName: string;
  /** As firstName. */
  lastName: string;
  /** 10 digits starting 04. */
  mobile: string;
  /** 4 digits. */
  postcode: string;
  /** ACT, NSW, NT, QLD, SA, TAS, VIC or WA. */
  state: string;
  /** 1 to 80 characters. */
  street: string;
  /** 1 to 40 letters, spaces, hyphens, apostrophes or full stops. */
  suburb: string;
  /** With PROVIDED: 8 or 9 digits passing the ATO's check. Never answered back. */
  tfn?: string | null | undefined;
  /** Whether a tax file number is given. */
  tfnStatus: TfnStatus;
};

/** The account options of the application's product. */
export type ApplicationOptionsInput = {
  /** The first amount: within the product's minAmount and maxAmount, whole cents. */
  amount?: string | null | undefined;
  /** Term deposit: AT_MATURITY, ANNUALLY or MONTHLY. */
  interestPayment?: string | null | undefined;
  /** Wrap: CORE or FULL. */
  investmentMenu?: string | null | undefined;
  /** Term deposit: REINVEST or PAY_TO_LINKED. */
  maturityInstruction?: string | null | undefined;
  /** Pension: MONTHLY, QUARTERLY or ANNUALLY. */
  pensionFrequency?: string | null | undefined;
  /** Cash: MONTHLY, QUARTERLY or HALF_YEARLY. */
  statementFrequency?: string | null | undefined;
  /** Term deposit: 1, 3, 6, 12, 24, 36 or 60. */
  termMonths?: number | null | undefined;
};

/** Where an application is. */
export type ApplicationStatus =
  /** Submitted and sent to the client to sign. */
  | 'AWAITING_CLIENT_SIGNATURE'
  /** The bank asked the adviser for identity documents. */
  | 'AWAITING_DOCUMENTS'
  /** Cancelled by the adviser. */
  | 'CANCELLED'
  /** Declined by the bank or by the client. */
  | 'DECLINED'
  /** Being written; saved at every step. */
  | 'DRAFT'
  /** A draft or unsigned application untouched for 30 days. */
  | 'EXPIRED'
  /** Verified: the account is open. */
  | 'OPENED'
  /** Signed by the client; with the bank for identity verification. */
  | 'SUBMITTED';

/** The wizard's steps. */
export type ApplicationStep =
  /** Who the account is for. */
  | 'CLIENT'
  /** The adviser's fees (wrap accounts). */
  | 'FEES'
  /** The client's linked bank account. */
  | 'LINKED'
  /** The account's options. */
  | 'OPTIONS'
  /** Review and submit. */
  | 'REVIEW';

/** Whether the client has set up the authenticator app. */
export type AuthenticatorStatus =
  /** Installed. */
  | 'INSTALLED'
  /** Set-up started but not finished. */
  | 'IN_PROGRESS'
  /** Not installed. */
  | 'NOT_INSTALLED';

/** A signatory's state on a payment. */
export type AuthorityStatus =
  /** Approved. */
  | 'APPROVED'
  /** Declined. */
  | 'DECLINED'
  /** Not needed (another signatory's approval sufficed). */
  | 'NOT_REQUIRED'
  /** Not asked yet. */
  | 'PENDING'
  /** The challenge was sent. */
  | 'SENT';

/** An asset class of the book's allocation. */
export type BookAssetClass =
  /** Cash accounts and the wraps' cash accounts. */
  | 'CASH'
  /** The wraps' holdings other than cash. */
  | 'INVESTED'
  /** Term deposits. */
  | 'TERM_DEPOSITS';

/** A product the book counts. */
export type BookProductKind =
  /** Stand-alone cash accounts (a wrap's own cash account is inside the wrap). */
  | 'CASH'
  /** Wrap investment accounts. */
  | 'INVESTMENT'
  /** Wrap pension accounts. */
  | 'PENSION'
  /** Wrap super accounts. */
  | 'SUPER'
  /** Term deposits. */
  | 'TERM_DEPOSIT';

/** A BPAY payment's biller. */
export type BpayDestinationInput = {
  /** The biller code. */
  biller?: string | null | undefined;
  /** The lookup's; at most 50 letters, digits, spaces and & ' ( ) + , - . / : ; ? @ # _ (else BILLER_NAME_INVALID). */
  billerName?: string | null | undefined;
  /** The lookup's; at most 20 of the same characters (else BILLER_NAME_INVALID). */
  billerShortName?: string | null | undefined;
  /** The customer reference number (checked by the biller's rule). */
  crn?: string | null | undefined;
  /** At most 35 of the same characters (else NICKNAME_INVALID). */
  nickname?: string | null | undefined;
};

/** The Request Centre's display statuses; each groups one or more of the bank's task statuses. */
export type CaseDisplayStatus =
  /** awaiting processing date */
  | 'AWAITING_PROCESSING_DATE'
  /** cancelled, declined, failed */
  | 'CANCELLED'
  /** completed */
  | 'COMPLETED'
  /** awaiting adviser */
  | 'FOR_ACTION_ADVISER'
  /** pending doc upload, awaiting client, awaiting client approval, pending approval, partial approved */
  | 'FOR_ACTION_CLIENT'
  /** awaiting external party */
  | 'FOR_ACTION_EXTERNAL_PARTY'
  /** in progress, approved, ready for collection, awaiting funds or assets */
  | 'IN_PROGRESS'
  /** received, submitted */
  | 'RECEIVED'
  /** reclassified */
  | 'RECLASSIFIED';

/** A file to attach: PDF, JPEG or PNG, checked by its bytes. */
export type CaseFileInput = {
  /** The file's bytes; at most 10 MB decoded. Send the mutation to /graphql/files. */
  base64: string;
  /** application/pdf, image/jpeg or image/png, and it must be what the bytes are; else BAD_USER_INPUT with extensions.allowedTypes. */
  contentType: string;
  /** A plain name (letters, digits, spaces and . _ - ( ) & ' , + # @) ending in the type's extension: .pdf, .jpg or .jpeg, .png. */
  fileName: string;
};

/** Case list filters, combined with AND. */
export type CaseFilter = {
  /** Initiator values from caseInitiators (initiator_macs); empty or absent is everyone. */
  initiators?: Array<string> | null | undefined;
  /** Free text: trimmed, characters other than letters and digits become spaces; fewer than 2 characters is ignored. */
  keyword?: string | null | undefined;
  /** The date range; default the last 30 days. */
  period?: CasePeriod | null | undefined;
  /** Any of these request names (see caseRequestNames); none for all. */
  requestNames?: Array<string> | null | undefined;
  /** Display statuses; each sends every server status it groups. */
  statuses?: Array<CaseDisplayStatus> | null | undefined;
};

/** The case list's date range, counted in Sydney; the default is the last 30 days. */
export type CasePeriod =
  /** The whole history. */
  | 'ALL'
  /** The Australian financial year, from 1 July. */
  | 'FINANCIAL_YEAR'
  /** Today and the 7 days before. */
  | 'LAST_7_DAYS'
  /** Today and the 30 days before. */
  | 'LAST_30_DAYS'
  /** Today and the 90 days before. */
  | 'LAST_90_DAYS'
  /** From the first of this month to today. */
  | 'THIS_MONTH';

/** How to sort the case list. */
export type CaseSort = {
  /** The sort field. */
  field?: CaseSortField;
  /** Ascending or descending. */
  order?: SortOrder;
};

/** What the case list can be sorted by. */
export type CaseSortField =
  /** When the request was made. */
  | 'CREATED_DATE'
  /** Request name. */
  | 'REQUEST_NAME'
  /** Status. */
  | 'STATUS'
  /** When the case last changed. */
  | 'UPDATED_DATE';

/** Filters of a super-linked cash account's contributions (the same period rules as CashLedgerFilter). */
export type CashContributionFilter = {
  /** The financial year of the totals, by the year it starts (2025 for 1 July 2025 to 30 June 2026); default the current one. */
  financialYear?: number | null | undefined;
  /** With CUSTOM: first Sydney calendar day to include, yyyy-MM-dd. */
  from?: string | null | undefined;
  /** The date range; default the whole history. */
  period?: CashLedgerPeriod | null | undefined;
  /** With CUSTOM: last Sydney calendar day to include, yyyy-MM-dd. */
  to?: string | null | undefined;
  /** Any of these types; none or empty for every type. */
  types?: Array<ContributionType> | null | undefined;
};

/** Money in (CREDIT) or out (DEBIT). */
export type CashLedgerDirection =
  /** Money in. */
  | 'CREDIT'
  /** Money out. */
  | 'DEBIT';

/**
 * Filters of a cash account's ledger, combined with AND. from/to (yyyy-MM-dd, inclusive) only with period CUSTOM;
 * amounts are dollars compared with the movement's size (debits and credits alike); keyword is part of the
 * description, case-insensitive, at most 100 characters.
 */
export type CashLedgerFilter = {
  /** With CUSTOM: first Sydney calendar day to include, yyyy-MM-dd. */
  from?: string | null | undefined;
  /** Part of the description, case-insensitive; at most 100 characters. */
  keyword?: string | null | undefined;
  /** Largest movement size to include, in Australian dollars; not below minAmount. */
  maxAmount?: string | null | undefined;
  /** Smallest movement size to include, in Australian dollars (debits and credits alike). */
  minAmount?: string | null | undefined;
  /** The date range; default the whole history. */
  period?: CashLedgerPeriod | null | undefined;
  /** With CUSTOM: last Sydney calendar day to include, yyyy-MM-dd; not before from. */
  to?: string | null | undefined;
  /** Any of these kinds; none or empty for every kind. */
  types?: Array<CashLedgerType> | null | undefined;
};

/** The date range of a cash ledger or contributions filter, counted in Sydney and ending today. */
export type CashLedgerPeriod =
  /** The whole history. */
  | 'ALL'
  /** From the filter's from to its to. */
  | 'CUSTOM'
  /** The Australian financial year to date (from 1 July). */
  | 'FINANCIAL_YEAR'
  /** Today and the 7 days before. */
  | 'LAST_7_DAYS'
  /** Today and the 30 days before. */
  | 'LAST_30_DAYS'
  /** Today and the 90 days before. */
  | 'LAST_90_DAYS'
  /** From the first of this month to today. */
  | 'THIS_MONTH';

/** What a cash ledger can be sorted by. */
export type CashLedgerSortColumn =
  /** Signed amount. */
  | 'AMOUNT'
  /** Movement date. */
  | 'DATE'
  /** Description, alphabetically. */
  | 'DESCRIPTION';

/** Sort direction. */
export type CashLedgerSortOrder =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** The kind of a movement on a cash account. */
export type CashLedgerType =
  /** A BPAY payment out. */
  | 'BPAY'
  /** A contribution to a super-linked cash account (its type and contributor are in cashAccountContributions). */
  | 'CONTRIBUTION'
  /** Other money in. */
  | 'CREDIT'
  /** Other money out. */
  | 'DEBIT'
  /** A direct credit in. */
  | 'DIRECT_CREDIT'
  /** A direct debit out. */
  | 'DIRECT_DEBIT'
  /** A fee charged. */
  | 'FEE'
  /** Interest paid to the account. */
  | 'INTEREST'
  /** A transfer between accounts. */
  | 'TRANSFER';

/** Credit (money in) or debit (money out). */
export type CashTransactionDirection =
  /** Money in. */
  | 'CREDIT'
  /** Money out. */
  | 'DEBIT';

/**
 * Filters of the cash transactions search; all optional and combined with AND. Dates are yyyy-MM-dd and
 * inclusive; amounts are dollars compared with the transaction's size (debits and credits alike).
 */
export type CashTransactionFilter = {
  /** One of the user's cash accounts, by account number; another adviser's account answers NOT_FOUND. */
  accountNumber?: string | null | undefined;
  /** Credits only or debits only; none for both. */
  direction?: CashTransactionDirection | null | undefined;
  /** First Sydney calendar day to include, yyyy-MM-dd. */
  from?: string | null | undefined;
  /** Part of the description, case-insensitive; at most 100 characters. */
  keyword?: string | null | undefined;
  /** Largest transaction size to include, in Australian dollars; not below minAmount. */
  maxAmount?: string | null | undefined;
  /** Smallest transaction size to include, in Australian dollars (debits and credits alike). */
  minAmount?: string | null | undefined;
  /** Last Sydney calendar day to include, yyyy-MM-dd; not before from. */
  to?: string | null | undefined;
};

/** What cash transactions can be sorted by. */
export type CashTransactionSortColumn =
  /** Account name. */
  | 'ACCOUNT'
  /** Signed amount. */
  | 'AMOUNT'
  /** Transaction date. */
  | 'DATE'
  /** Description, alphabetically. */
  | 'DESCRIPTION';

/** Sort direction. */
export type CashTransactionSortOrder =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** How often a pension is paid. */
export type CentrelinkPaymentFrequency =
  /** Every six months. */
  | 'HALF_YEARLY'
  /** Every month. */
  | 'MONTHLY'
  /** Every quarter. */
  | 'QUARTERLY'
  /** Once a year. */
  | 'YEARLY';

/** How sending a payment challenge ended. */
export type ChallengeOutcome =
  /** GENERIC_SERVICE_ERROR and every other code: the generic 'Sorry, sending authorisation to approvers is currently unavailable…' */
  | 'ERROR'
  /** ACCOUNT_OTP_LOCKED: hard lock; message names the party and the brand's ID (Macquarie ID under mgl, Access Code otherwise) */
  | 'LOCKED'
  /** MFA_PUSH_NOT_AVAILABLE: register for the authenticator app, then 'Send authorisation' */
  | 'PUSH_NOT_REGISTERED'
  /** sent (or resent) to the party's phone */
  | 'SENT'
  /** INVALID_CHALLENGE_SOFT_LOCK or RESEND_CHALLENGE_SOFT_LOCK: '{name} is temporarily locked. Please try again after 10 minutes.' */
  | 'SOFT_LOCKED';

/** A password change. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password; see passwordPolicy. */
  newPassword: string;
  /** The step-up grant from verifyStepUp. */
  stepUpToken: string;
};

/** How a password change ended. */
export type ChangePasswordOutcome =
  /** The password changed. */
  | 'CHANGED'
  /** No live step-up grant of this session: verify first. */
  | 'STEP_UP_REQUIRED'
  /** The new password breaks rules (brokenRules lists them). */
  | 'WEAK_PASSWORD'
  /** The current password was wrong. */
  | 'WRONG_CURRENT_PASSWORD';

/** The page a chat is opened from. */
export type ChatContextInput = {
  /** Which kind of page. */
  name: ChatContextName;
  /** The case or payment id; at most 100 characters. */
  referenceId?: string | null | undefined;
};

/** Where a chat was opened from. */
export type ChatContextName =
  /** The manage payments page. */
  | 'manage_payments'
  /** A Request Centre case. */
  | 'request_centre';

/**
 * Who answers a chat. Every conversation is the signed-in user's own: another adviser's answers NOT_FOUND like an
 * unknown id. With live chat off for the brand, every chat field but chatAvailability is FORBIDDEN with reason
 * CHAT_DISABLED.
 */
export type ChatKind =
  /** The assistant Q, 24/7; it can hand over to a person when live chat is available. */
  | 'ASYNC'
  /** A support person from the start (business hours). */
  | 'LIVE';

/** Where a conversation is. */
export type ChatStatus =
  /** A support person has accepted the chat. */
  | 'ACTIVE'
  /** The assistant Q is answering. */
  | 'BOT'
  /** The chat has ended; no more messages can be sent. */
  | 'ENDED'
  /** Waiting for a support person. */
  | 'QUEUED';

/** Why live chat is unavailable. */
export type ChatUnavailableReason =
  /** Flag liveChat.enabled is off for the user's brand. */
  | 'DISABLED'
  /** Outside business hours: 8:00 to 19:00 Australia/Sydney on business days (weekends and public holidays are not). */
  | 'OUT_OF_HOURS'
  /** The chat service says no one is available, or its state (or the public holidays) could not be read. */
  | 'SERVICE_UNAVAILABLE';

/** What a client's account is, for the client's total: the dashboard book's products and the two the total leaves out. */
export type ClientAccountProduct =
  /** A cash account of its own. */
  | 'CASH'
  /** A wrap investment account. */
  | 'INVESTMENT'
  /** An online trading account: not administered on the platform, not in the total. */
  | 'ONLINE_TRADING'
  /** A wrap pension account. */
  | 'PENSION'
  /** A wrap super account. */
  | 'SUPER'
  /** A term deposit. */
  | 'TERM_DEPOSIT'
  /** A wrap account's own cash account: inside its wrap account's balance (the valuation's Wrap cash account), not added again. */
  | 'WRAP_CASH';

/** The kinds of contact detail. */
export type ClientContactSubType =
  /** Business phone. */
  | 'BUSINESS'
  /** Email address. */
  | 'EMAIL'
  /** Fax number. */
  | 'FAX'
  /** Home phone. */
  | 'HOME'
  /** Mobile phone. */
  | 'MOBILE';

/** Why an account could not be closed. */
export type ClosureReason =
  /** A linked accelerator account is still active. */
  | 'ACTIVE_LINKED_ACCOUNT'
  /** Closure is unavailable. */
  | 'GENERIC'
  /** A closure is already in progress. */
  | 'MANUAL_CLOSURE'
  /** The account cannot be closed now. */
  | 'NOT_CLOSABLE'
  /** The user has no authority to close it. */
  | 'NO_AUTHORITY'
  /** The account is linked to online trading. */
  | 'ONLINE_TRADING'
  /** The balance is not $0.00. */
  | 'OUTSTANDING_BALANCE'
  /** Transactions are pending. */
  | 'PENDING_TRANSACTIONS';

/** The kinds of super contribution. */
export type ContributionType =
  /** A contribution for a child. */
  | 'CHILD'
  /** Other employer contribution. */
  | 'EMPOTH'
  /** Employer superannuation guarantee. */
  | 'EMPSG'
  /** Employer salary sacrifice. */
  | 'EMPSS'
  /** The member's own contribution. */
  | 'PERSONAL'
  /** A spouse's contribution. */
  | 'SPOUSE';

/** A new request. */
export type CreateCaseInput = {
  /** The account the request is about. */
  accountNumber: string;
  /** Free text for the back office. */
  additionalInformation?: string | null | undefined;
  /** Files to attach (send the mutation to /graphql/files when it carries files). */
  attachments?: Array<CaseFileInput> | null | undefined;
  /** The client, when chosen. */
  contactId?: string | number | null | undefined;
  /** The indexation row chosen (RequestSubCategory.id). */
  subCategoryId: string | number;
};

/** An EFT payment's bank account. */
export type EftDestinationInput = {
  /** The account's name. */
  accountName?: string | null | undefined;
  /** The account number. */
  accountNumber?: string | null | undefined;
  /** The BSB, 6 digits (a hyphen allowed). */
  bsb?: string | null | undefined;
  /** At most 35 letters, digits, spaces and & ' ( ) + , - . / : ; ? @ # _ (DESCRIPTION_TOO_LONG, DESCRIPTION_CHARACTERS). */
  clientDescription?: string | null | undefined;
};

/** How the client ended an arrangement. */
export type FeeArrangementEndReason =
  /** Declined a renewal. */
  | 'DECLINED'
  /** Ended the arrangement. */
  | 'TERMINATED';

/** Filters of the fee arrangements list; combined with AND. */
export type FeeArrangementFilter = {
  /** Part of the client's name, the account name or number; at most 100 characters. */
  keyword?: string | null | undefined;
  /** Only these statuses; none or empty for all. */
  statuses?: Array<FeeConsentStatus> | null | undefined;
};

/** What fee arrangements can be sorted by. */
export type FeeArrangementSortColumn =
  /** Account number. */
  | 'ACCOUNT'
  /** Anniversary day. */
  | 'ANNIVERSARY'
  /** Client name. */
  | 'CLIENT'
  /** Days left in the status: soonest deadline first; lapsed and ended last. */
  | 'DAYS_LEFT';

/** Sort direction. */
export type FeeArrangementSortOrder =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/**
 * Where an ongoing fee arrangement stands with the client's consent, worked out by the bank from its
 * anniversary day and the rules' day counts (FeeArrangementPage.rules).
 */
export type FeeConsentStatus =
  /** Consented; the anniversary is more than the renewal notice away. */
  | 'CURRENT'
  /** The client declined a renewal or ended the arrangement. */
  | 'ENDED'
  /** No consent within the lapse period: the arrangement has terminated and no adviser fee is charged. */
  | 'LAPSED'
  /** The response window has passed; the arrangement lapses at the end of the lapse period. */
  | 'OVERDUE'
  /** From the renewal notice before the anniversary day to the end of the client's response window after it. */
  | 'RENEWAL_DUE';

/** What to estimate. */
export type FeeEstimateInput = {
  /** Price on this open wrap account's own pricing (what its Fees tab charges) instead of the standard schedule. */
  accountId?: string | number | null | undefined;
  /** The adviser fee (not used on an account's own pricing). */
  adviserFee: AdviserFeeInput;
  /** The account's balance, Australian dollars. */
  balance: string;
  /** The menu investments held; together at most the balance, the rest being cash. */
  investments: Array<FeeEstimateInvestmentInput>;
};

/** An investment of an estimate: a wrap menu code and the amount invested. */
export type FeeEstimateInvestmentInput = {
  /** Australian dollars. */
  amount: string;
  /** A code of FeeSchedule.investments. */
  code: string;
};

/** The kind of fee in a fee estimate. */
export type FeeEstimateType =
  /** The platform's administration fee (on the standard schedule: tiers on the balance and the fixed account fee). */
  | 'ADMINISTRATION'
  /** The adviser's ongoing service fee. */
  | 'ADVISER_SERVICE'
  /** The cash account fee on the part of the balance not invested (standard schedule only). */
  | 'CASH'
  /** An investment's own fees (on an account's own pricing: its investment management fees). */
  | 'INVESTMENT';

/** What an investment on the wrap menu is. */
export type FeeMenuInvestmentType =
  /** A listed security (ASX code). */
  | 'LISTED'
  /** A managed fund (APIR code). */
  | 'MANAGED_FUND'
  /** A term deposit. */
  | 'TERM_DEPOSIT';

/** Which prices an estimate used. */
export type FeePricing =
  /** An open account's own pricing, as its Fees tab charges it. */
  | 'ACCOUNT'
  /** The standard fee schedule. */
  | 'STANDARD';

/** Why a renewal was not sent. */
export type FeeRenewalRefusal =
  /** The arrangement has lapsed or ended: the client needs a new one. */
  | 'ENDED'
  /** The arrangement is current: its renewal is not due yet. */
  | 'NOT_DUE';

/** Where a renewal sent to the client stands. */
export type FeeRenewalStatus =
  /** The client consented. */
  | 'CONSENTED'
  /** The client declined. */
  | 'DECLINED'
  /** Waiting on the client's phone. */
  | 'SENT';

/** What the feedback survey sends; the gateway adds the user's identity, the website name and the app version. */
export type FeedbackInput = {
  /** What could be better; at most 2000 characters. */
  negativeComments?: string | null | undefined;
  /** What works well; at most 2000 characters. */
  positiveComments?: string | null | undefined;
  /** 1 (poor) to 5 (excellent). */
  rating: number;
};

/** A feature flag set for this session only. */
export type FlagOverride = {
  /** The flag's key, area.feature. */
  key: string;
  /** On or off. */
  on: boolean;
};

/** An answer to a follow-up. */
export type FollowUpResponseInput = {
  /** Documents already attached with attachCaseDocuments. */
  documentIds?: Array<string | number> | null | undefined;
  /** The follow-up's id. */
  followUpId: string | number;
  /** The answer's text. */
  responseContent: string;
};

/** The funds and accounts report's filters; all optional and combined with AND. */
export type FundsReportFilter = {
  /** One of the report's adviser codes (FundsReport.advisers); another adviser's code answers NOT_FOUND. */
  adviserCode?: string | null | undefined;
  /** One investment, by its ASX or APIR code. */
  assetCode?: string | null | undefined;
  /** One of the report's dealers (FundsReport.dealers); another dealer answers NOT_FOUND. */
  dealerCode?: string | null | undefined;
};

/** The labels a group shows, from its types and attributes. */
export type GroupKind =
  /** Admin fee group. */
  | 'ADMIN_FEE'
  /** Adviser fee group. */
  | 'ADVISER_FEE'
  /** Fee group. */
  | 'FEE'
  /** Reporting group. */
  | 'REPORTING'
  /** Statement group. */
  | 'STATEMENT';

/** What an account group is used for. */
export type GroupType =
  /** Fee grouping (shared fee scales). */
  | 'FEE'
  /** Consolidated reporting. */
  | 'REPORTING'
  /** Consolidated statements. */
  | 'STATEMENTS';

/** Whose requests to count. */
export type InitiatedBy =
  /** Everyone's. */
  | 'ALL'
  /** The signed-in user's only. */
  | 'ME';

/** A date range for investment transactions, counted in Sydney; CUSTOM takes from and to. */
export type InvestmentPeriod =
  /** From the filter's from to its to. */
  | 'CUSTOM'
  /** The Australian financial year to date (from 1 July). */
  | 'FINANCIAL_YEAR'
  /** Today and the 7 days before. */
  | 'LAST_7_DAYS'
  /** Today and the 30 days before. */
  | 'LAST_30_DAYS'
  /** Today and the 90 days before. */
  | 'LAST_90_DAYS'
  /** From the first of this month to today. */
  | 'THIS_MONTH';

/** Sort direction. */
export type InvestmentSortOrder =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/**
 * Filters of a wrap account's investment transactions; all optional and combined with AND. Without a period every
 * transaction counts; from and to (yyyy-MM-dd, inclusive) apply with CUSTOM only.
 */
export type InvestmentTransactionFilter = {
  /** With CUSTOM: first Sydney calendar day to include, yyyy-MM-dd. */
  from?: string | null | undefined;
  /** Part of the asset code, asset name or description, case-insensitive; at most 100 characters. */
  keyword?: string | null | undefined;
  /** Dollars moved, at most. */
  maxAmount?: string | null | undefined;
  /** Dollars moved, at least. */
  minAmount?: string | null | undefined;
  /** The date range; none for every transaction. */
  period?: InvestmentPeriod | null | undefined;
  /** With CUSTOM: last Sydney calendar day to include, yyyy-MM-dd; not before from. */
  to?: string | null | undefined;
  /** Any of these types; empty or absent: every type. */
  types?: Array<InvestmentTransactionType> | null | undefined;
};

/** What investment transactions can be sorted by. */
export type InvestmentTransactionSortColumn =
  /** Dollars moved. */
  | 'AMOUNT'
  /** Asset name. */
  | 'ASSET'
  /** Transaction date. */
  | 'DATE'
  /** Transaction type. */
  | 'TYPE'
  /** Units added or sold. */
  | 'UNITS';

/** What an investment transaction did to a holding. */
export type InvestmentTransactionType =
  /** Units bought (a fund application; a deposit into cash or a term deposit). */
  | 'BUY'
  /** A dividend or distribution paid in cash. */
  | 'DISTRIBUTION'
  /** A dividend or distribution reinvested in units (dividend reinvestment plan). */
  | 'DRP'
  /** Units sold (a fund redemption; a withdrawal). */
  | 'SELL'
  /** A corporate action: a share split adding units at no cost. */
  | 'SPLIT';

/** How a linked account relates to the one shown. */
export type LinkedAccountRelation =
  /** The wrap account's cash account (linkedCashAccount). */
  | 'LINKED_CASH'
  /** An account that uses this cash account as its linked cash account. */
  | 'LINKED_TO_THIS';

/** Why a user was signed out, as the logout page words it. */
export type LogoutReason =
  /** The user signed out. */
  | 'logged_out'
  /** The session ended after the user was idle. */
  | 'timed_out';

/** Listed securities (ASX) or managed funds. */
export type MarketInvestmentType =
  /** ASX-listed shares, trusts and ETFs, by ASX code. */
  | 'LISTED'
  /** Managed funds, by APIR code. */
  | 'MANAGED_FUND';

/** How resending or cancelling an authoriser's challenge ended. */
export type ModifyCaseOutcome =
  /** The authorisation was already completed. */
  | 'ALREADY_COMPLETED'
  /** The authorisation was already declined. */
  | 'ALREADY_DECLINED'
  /** The service failed. */
  | 'ERROR'
  /** The authoriser is locked out. */
  | 'LOCK'
  /** Done. */
  | 'MODIFIED'
  /** The authoriser is locked out for a while; try again later. */
  | 'SOFT_LOCK';

/** What a navigation item does. */
export type NavItemKind =
  /** Runs a portal action (action), e.g. start a screen share. */
  | 'action'
  /** Opens an outside site for one of the user's badges (badges; selectBadge when there are several). */
  | 'badgeExternal'
  /** Opens an outside site (url). */
  | 'external'
  /** Opens a page of the portal (route). */
  | 'route'
  /** Opens or closes its children. */
  | 'toggle';

/** A news content type. */
export type NewsType =
  /** Education articles. */
  | 'EDUCATION'
  /** Market and investment news. */
  | 'INVESTMENT_NEWS'
  /** Investment strategy notes (the main brand's users only). */
  | 'INVESTMENT_STRATEGY'
  /** News about the bank's products. */
  | 'PRODUCT_NEWS';

/** A notification page. */
export type NotificationPage =
  /** The accounts at or below the balance threshold. */
  | 'ACCOUNT_BALANCE'
  /** The accounts short of funds for pending payments. */
  | 'PENDING_PAYMENTS';

/** Notification preferences to save. */
export type NotificationPreferencesInput = {
  /** The balance threshold in Australian dollars; needed when selected. */
  accountBalanceThreshold?: string | null | undefined;
  /** Turn the balance threshold notification on or off. */
  accountBalanceThresholdSelected: boolean;
  /** Turn the insufficient funds notification on or off. */
  insufficientFundsForPendingPaymentsThresholdSelected: boolean;
  /** 5, 10 or 20 days; needed when selected. */
  insufficientFundsWindowDays?: number | null | undefined;
};

/** A product an account can be opened in. */
export type OpenAccountProduct =
  /** Cash management account. */
  | 'CASH'
  /** Wrap investment account. */
  | 'INVESTMENT'
  /** Wrap pension account. */
  | 'PENSION'
  /** Wrap super account. */
  | 'SUPER'
  /** Term deposit. */
  | 'TERM_DEPOSIT';

/** A rule a new password must keep; the bank checks them all again. */
export type PasswordRule =
  /** 10 to 64 characters. */
  | 'LENGTH'
  /** At least one lower-case letter. */
  | 'LOWER'
  /** At least one digit. */
  | 'NUMBER'
  /** Must differ from the current password. */
  | 'SAME'
  /** At least one upper-case letter. */
  | 'UPPER'
  /** Must not contain the username. */
  | 'USERNAME';

/** Kinds of block in a case's request details. */
export type PayloadBlockKind =
  /** Pension changes (previous and updated values, rows). */
  | 'AMEND_PENSION'
  /** Cash account closure details. */
  | 'CASH_ACCOUNT_CLOSURE'
  /** Direct credit details. */
  | 'DIRECT_CREDIT'
  /** The request's general fields. */
  | 'GENERAL'
  /** Income redirection. */
  | 'INCOME_REDIRECTION'
  /** Rollover authority. */
  | 'ROLLOVER_AUTHORITY'
  /** Separately managed account income elections (rows). */
  | 'SMA_INCOME_ELECTION'
  /** A partial super payment's target. */
  | 'SUPER_PARTIAL_PAYMENT_TARGET'
  /** Term deposit maturity elections (rows). */
  | 'TD_MATURITY_ELECTIONS'
  /** Term deposit details. */
  | 'TERM_DEPOSIT'
  /** The receiving account. */
  | 'TO_ACCOUNT'
  /** Detail changes (previous and updated values, rows). */
  | 'UPDATE_DETAIL';

/** A payment as typed. Text fields are sent as typed so the bank's rules give the exact field messages. */
export type PaymentInput = {
  /**
   * Amount in Australian dollars as typed, e.g. 1234.50. Blank gives 'An amount is required…'; anything but a positive
   * number of whole cents gives 'Amount must be greater than zero…' (checked by its decimal digits before the payment
   * is sent).
   */
  amount?: string | null | undefined;
  /** The cash account to pay from. */
  fromAccountNumber: string;
  /** The description on the paying account's statement. */
  fromPaymentNarrative?: string | null | undefined;
  /** The selected signatories' party ids; absent: the first (sole) or all (dual). */
  paymentAuthorities?: Array<string> | null | undefined;
  /** BPAY payments' biller. */
  paymentDestinationBPAY?: BpayDestinationInput | null | undefined;
  /** EFT payments' bank account. */
  paymentDestinationEFT?: EftDestinationInput | null | undefined;
  /** True to save the payee or biller on the account. */
  savePayeeBiller?: boolean | null | undefined;
  /** Future and recurring payments' schedule. */
  schedule?: PaymentScheduleInput | null | undefined;
  /** When it runs. */
  scheduleType: PaymentScheduleType;
  /** The description on the payee's statement. */
  toPaymentNarrative?: string | null | undefined;
};

/** A future or recurring payment's schedule. */
export type PaymentScheduleInput = {
  /** Recurring payments: Weekly, Fortnightly, Monthly or Quarterly. */
  frequency?: string | null | undefined;
  /** A recurring payment's last day, yyyy-MM-dd; none for no end. */
  lastDate?: string | null | undefined;
  /** yyyy-MM-dd */
  nextDate?: string | null | undefined;
};

/** When a payment runs. */
export type PaymentScheduleType =
  /** Once, on a future day. */
  | 'FUTURE'
  /** Now. */
  | 'IMMEDIATE'
  /** Repeatedly, at a frequency. */
  | 'RECURRING';

/** Where a payment is. */
export type PaymentStatus =
  /** Approved; a future or recurring payment runs when due. */
  | 'APPROVED'
  /** Waiting for its signatories. */
  | 'AWAITING_AUTHORISATION'
  /** Cancelled. */
  | 'CANCELLED'
  /** A signatory declined it. */
  | 'DECLINED'
  /** Paid. */
  | 'PROCESSED';

/** Which payments to list. */
export type PaymentsView =
  /** awaiting authorisation */
  | 'AWAITING'
  /** the rest */
  | 'HISTORY'
  /** approved future or recurring payments not yet run out */
  | 'SCHEDULED';

/** A period a wrap account's return is measured over, ending today. */
export type PerformancePeriod =
  /** The last month. */
  | 'ONE_MONTH'
  /** The last year. */
  | 'ONE_YEAR'
  /** Since the account opened. */
  | 'SINCE_INCEPTION'
  /** The last three months. */
  | 'THREE_MONTHS';

/** The colour of a status pill. */
export type PillStyle =
  /** Neutral. */
  | 'DEFAULT'
  /** Blue: under way. */
  | 'INFO'
  /** Red: stopped. */
  | 'NEGATIVE'
  /** Green: done. */
  | 'POSITIVE'
  /** Amber: someone must act. */
  | 'WARNING';

/**
 * Development only: what a product owner wants to preview. badges and products are filtered as a real
 * user's are (badges without a business venture dropped, access derived from the products).
 */
export type PreviewInput = {
  /** The child badges the previewed user holds. */
  badges: Array<string>;
  /** mgl, oasis or perpetual */
  brand: string;
  /** The child badge to preview, e.g. MacquarieWrap. */
  childBadge: string;
  /** dev, sit, uat, lab, beta or production: the flags and links of that environment. */
  environment: string;
  /**
   * The remote feature-enabled properties (featureEnabledProperty checks), e.g. { key: "accountGroup.enabled", on: false }.
   * A preview makes no upstream call, so without this list every featureEnabledProperty check passes;
   * with it, only the listed properties that are on pass.
   */
  featureProperties?: Array<FlagOverride> | null | undefined;
  /** Feature flags to set for the preview. */
  flagOverrides?: Array<FlagOverride> | null | undefined;
  /** Products held under the brand: Cash, Wrap, Vision. */
  products: Array<string>;
  /** The user flags that are on, e.g. wrapDealerLevelAccessFlag. */
  userFlags?: Array<string> | null | undefined;
};

/** How far back an investment's price history goes, ending on its latest price. */
export type PriceHistoryRange =
  /** Five years, weekly. */
  | 'FIVE_YEARS'
  /** One month, every business day. */
  | 'ONE_MONTH'
  /** One year, weekly. */
  | 'ONE_YEAR'
  /** Three months, every business day. */
  | 'THREE_MONTHS';

/** A new profile picture: PNG, JPEG, GIF or WebP, at most 2 MB, Base64. */
export type ProfilePictureInput = {
  /** image/png, image/jpeg, image/gif or image/webp; it must match the bytes. */
  contentType: string;
  /** The image bytes, at most 2 MB. */
  data: string;
};

/** Which recent list a page opening is recorded in. */
export type RecentKind =
  /** An account page: the id goes into the RecentAccounts preference. */
  | 'ACCOUNT'
  /** A Wrap group page: the group code goes into the RecentWrapGroups preference. */
  | 'WRAP_GROUP';

/** A pension or super request; the requester and portal come from the session. */
export type RetirementRequestInput = {
  /** The pension or super account. */
  accountNumber: string;
  /**
   * Amount in Australian dollars; required for PENSION_PAYMENT, over $500,000 is refused online. Whole cents above
   * zero, else BAD_USER_INPUT on amount.
   */
  amount?: string | null | undefined;
  /** yyyy-MM-dd */
  dateOfBirth?: string | null | undefined;
  /** What is requested. */
  kind: RetirementRequestKind;
  /** The request's option as the form offers it; none when the kind has none. */
  option?: string | null | undefined;
  /** The receiving account's branch. */
  toAccountBranch?: string | null | undefined;
  /** The receiving account's BSB. */
  toAccountBsb?: string | null | undefined;
  /** The receiving account's name. */
  toAccountName?: string | null | undefined;
  /** Rollovers and withdrawals: the receiving account number. */
  toAccountNumber?: string | null | undefined;
};

/** The kinds of pension and super request. */
export type RetirementRequestKind =
  /** traverse intent pension_payments (flag digitisation.adhocPensionPayments) */
  | 'PENSION_PAYMENT'
  /** Roll a pension over to another fund. */
  | 'PENSION_ROLLOVER'
  /** Roll super over to another fund. */
  | 'SUPER_ROLLOVER'
  /** Withdraw super. */
  | 'SUPER_WITHDRAWAL';

/** A message from the support person: CANCEL closes the adviser's modal (the session goes on); LOGOUT ends the session and signs the adviser out; END ends the session. */
export type ScreenShareControl =
  /** Close the adviser's screen-share modal; the session goes on. */
  | 'CANCEL'
  /** The session ends. */
  | 'END'
  /** The session ends and the adviser is signed out. */
  | 'LOGOUT';

/** Who or what ended a session: the ADVISER, the VIEWER (the support person), the PIN EXPIRED unused, or a connection FAILURE. */
export type ScreenShareEndedBy =
  /** The adviser ended it (or signed out). */
  | 'ADVISER'
  /** The PIN expired before the support person joined. */
  | 'EXPIRED'
  /** The connection failed. */
  | 'FAILURE'
  /** The support person ended it. */
  | 'VIEWER';

/** A screen-share (co-browsing) session's status. */
export type ScreenShareStatus =
  /** The support person is watching. */
  | 'CONNECTED'
  /** Ended by either side. */
  | 'ENDED'
  /** The PIN expired unused or the connection failed. */
  | 'FAILED'
  /** Waiting for the support person to join with the PIN. */
  | 'WAITING';

/** The security level a user picks on My security. */
export type SecurityLevel =
  /** The default level (stored by the bank as Intermediate). */
  | 'ENHANCED'
  /** The strictest level (stored by the bank as Paranoid). */
  | 'ULTIMATE';

/** How signing a device out ended. */
export type SignOutDeviceOutcome =
  /** Not one of the user's live sign-ins (already signed out), or this very device. */
  | 'NOT_FOUND'
  /** The browser is signed out. */
  | 'SIGNED_OUT'
  /** No live step-up grant of this session: verify first. */
  | 'STEP_UP_REQUIRED';

/** Sort direction. */
export type SortOrder =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** How a step-up code check ended. */
export type StepUpOutcome =
  /** The code is too old or was used: ask for a new one. */
  | 'EXPIRED'
  /** Too many wrong codes: ask for a new one. */
  | 'LOCKED'
  /** The code was right: `token` is the grant. */
  | 'VERIFIED'
  /** The code was wrong; `attemptsLeft` more tries. */
  | 'WRONG_CODE';

/** How often a term deposit pays its interest. */
export type TermDepositInterestFrequency =
  /** Every year. */
  | 'ANNUALLY'
  /** Once, at maturity. */
  | 'AT_MATURITY'
  /** Every month. */
  | 'MONTHLY'
  /** Every quarter. */
  | 'QUARTERLY';

/** Where a term deposit's interest goes. */
export type TermDepositInterestMethod =
  /** Paid to the linked cash account. */
  | 'PAY_TO_LINKED_ACCOUNT'
  /** Added to the deposit. */
  | 'REINVEST';

/** What happens at maturity. */
export type TermDepositMaturityInstruction =
  /** Pay everything out. */
  | 'PAY_OUT'
  /** Roll over the principal; pay the interest out. */
  | 'REINVEST_PRINCIPAL'
  /** Roll over the principal and the interest for a new term. */
  | 'REINVEST_PRINCIPAL_AND_INTEREST';

/** Whether the client gave a tax file number. */
export type TfnStatus =
  /** The client is exempt. */
  | 'EXEMPT'
  /** Not given: tax is withheld at the top rate. */
  | 'NOT_PROVIDED'
  /** Given (only its last 3 digits are kept). */
  | 'PROVIDED';

/** Accounts to check for a group. */
export type ValidateAccountGroupInput = {
  /** Account ids, numbers or composer codes. */
  accounts: Array<string>;
  /** The group's dealer; none when not chosen yet. */
  dealerCode?: string | null | undefined;
  /** The group being edited; none for a new group. */
  groupCode?: string | null | undefined;
  /** The group's types; none when not chosen yet. */
  groupTypes?: Array<GroupType> | null | undefined;
};

/** How a signatory approves a payment. */
export type VerificationMethod =
  /** A push notification to the authenticator app. */
  | 'PUSH'
  /** A code from a security token. */
  | 'ROLLING_CODE'
  /** A code by SMS. */
  | 'SMS';

export type CashAccountTransactionsQueryVariables = Exact<{
  accountId: string | number;
  filter?: CashLedgerFilter | null | undefined;
  sort?: CashLedgerSortColumn | null | undefined;
  order?: CashLedgerSortOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CashAccountTransactionsQuery = { cashAccountTransactions: { totalCount: number, endCursor: string | null, cashAccountNumber: string | null, entries: Array<{ id: string, date: string, description: string, type: CashLedgerType, direction: CashLedgerDirection, amount: string, runningBalance: string }> } };

export type CashAccountScheduledPaymentsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type CashAccountScheduledPaymentsQuery = { cashAccountScheduledPayments: Array<{ id: string, payeeName: string, amount: string, nextPaymentDate: string, frequency: string, recurring: boolean, paymentType: string | null, lastPaymentDate: string | null }> };

export type CashAccountContributionsQueryVariables = Exact<{
  accountId: string | number;
  filter?: CashContributionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CashAccountContributionsQuery = { cashAccountContributions: { superLinked: boolean, totalCount: number, endCursor: string | null, financialYearFrom: string | null, financialYearTo: string | null, contributions: Array<{ id: string, date: string, type: ContributionType, contributor: string, amount: string }>, totals: Array<{ type: ContributionType, amount: string, count: number }> } };

export type GetAccountGroupQueryVariables = Exact<{
  code: string | number;
}>;


export type GetAccountGroupQuery = { accountGroup: { accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, kinds: Array<GroupKind>, attributes: Array<string>, businessVentureId: string, status: AccountGroupStatus, portfolioValue: string | null, isAdviserFee: boolean, isEditable: boolean | null, dealerCode: string, createdBy: string | null, createdByName: string | null, createdDate: string | null, accounts: Array<{ accountId: string, accountNumber: string, composerCode: string | null, accountName: string | null, productCode: string | null, productName: string | null, accountStatus: string | null, availableBalance: string | null, access: AccountAccess | null }> } | null };

export type GetGroupFormContextQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGroupFormContextQuery = { shell: { brand: { key: string }, access: { products: Array<string> } }, viewer: { adviserCodes: Array<{ entityKey: string, dealerCode: string, dealerName: string | null, productType: string }> | null } };

export type ValidateAccountGroupMutationVariables = Exact<{
  input: ValidateAccountGroupInput;
}>;


export type ValidateAccountGroupMutation = { validateAccountGroup: Array<{ code: string, valid: boolean }> };

export type CreateAccountGroupMutationVariables = Exact<{
  input: AccountGroupInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateAccountGroupMutation = { createAccountGroup: { accountGroupCode: string } };

export type UpdateAccountGroupMutationVariables = Exact<{
  code: string | number;
  input: AccountGroupInput;
}>;


export type UpdateAccountGroupMutation = { updateAccountGroup: { accountGroupCode: string } };

export type CloseAccountGroupMutationVariables = Exact<{
  code: string | number;
}>;


export type CloseAccountGroupMutation = { closeAccountGroup: { accountGroupCode: string, status: AccountGroupStatus } };

export type CandidateAccountFieldsFragment = { accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, productCode: string, accountProduct: string, roleType: string | null, parentAccountId: string | null, type: string | null, availableBalance: string | null, accountBalance: string | null };

export type SearchGroupAccountsQueryVariables = Exact<{
  keyword: string;
}>;


export type SearchGroupAccountsQuery = { accountSearch: { nodes: Array<{ accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, productCode: string, accountProduct: string, roleType: string | null, parentAccountId: string | null, type: string | null, availableBalance: string | null, accountBalance: string | null }> } | null };

export type WrapAccountNumbersQueryVariables = Exact<{
  composerCodes: Array<string> | string;
}>;


export type WrapAccountNumbersQuery = { wrapAccountNumbers: Array<{ composerCode: string, wrapAccountNumber: string | null }> | null };

export type RelatedGroupAccountsQueryVariables = Exact<{
  keyword: string;
}>;


export type RelatedGroupAccountsQuery = { accountSearch: { nodes: Array<{ accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, productCode: string, accountProduct: string, roleType: string | null, parentAccountId: string | null, type: string | null, availableBalance: string | null, accountBalance: string | null }> } | null };

export type ApplicationFieldsFragment = { id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> };

export type GetOpenAccountTilesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOpenAccountTilesQuery = { canStartAccountApplication: boolean, openAccountProducts: Array<{ product: OpenAccountProduct, adviserFee: boolean, minAmount: string, maxAmount: string, amountRequired: boolean, minAge: number }> };

export type GetAccountApplicationsQueryVariables = Exact<{
  statuses?: Array<ApplicationStatus> | ApplicationStatus | null | undefined;
}>;


export type GetAccountApplicationsQuery = { accountApplications: Array<{ id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> }> };

export type GetAccountApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAccountApplicationQuery = { accountApplication: { id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> } | null, openAccountProducts: Array<{ product: OpenAccountProduct, adviserFee: boolean, minAmount: string, maxAmount: string, amountRequired: boolean, minAge: number }> };

export type StartAccountApplicationMutationVariables = Exact<{
  product: OpenAccountProduct;
}>;


export type StartAccountApplicationMutation = { startAccountApplication: { id: string } };

export type SaveAccountApplicationMutationVariables = Exact<{
  id: string | number;
  draft: ApplicationDraftInput;
}>;


export type SaveAccountApplicationMutation = { saveAccountApplication: { id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> } };

export type SubmitAccountApplicationMutationVariables = Exact<{
  id: string | number;
  key: string;
}>;


export type SubmitAccountApplicationMutation = { submitAccountApplication: { id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> } };

export type CancelAccountApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelAccountApplicationMutation = { cancelAccountApplication: { id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> } };

export type ResendAccountApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendAccountApplicationMutation = { resendAccountApplication: { id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> } };

export type UploadApplicationDocumentsMutationVariables = Exact<{
  id: string | number;
  files: Array<ApplicationFileInput> | ApplicationFileInput;
}>;


export type UploadApplicationDocumentsMutation = { uploadApplicationDocuments: { id: string, product: OpenAccountProduct, status: ApplicationStatus, step: ApplicationStep, adviserName: string, adviserCode: string, createdBy: string, clientName: string | null, createdAt: string, updatedAt: string, submittedAt: string | null, sentAt: string | null, sends: number, signedAt: string | null, decidedAt: string | null, decisionNote: string | null, expiresAt: string | null, accountNumber: string | null, canAct: boolean, client: { contactId: string | null, newClient: { firstName: string, lastName: string, dateOfBirth: string, street: string, suburb: string, state: string, postcode: string, email: string, mobile: string, tfnStatus: TfnStatus, tfnLastDigits: string | null } | null } | null, options: { amount: string | null, statementFrequency: string | null, termMonths: number | null, interestPayment: string | null, maturityInstruction: string | null, investmentMenu: string | null, pensionFrequency: string | null } | null, linkedAccount: { bsb: string, accountNumber: string, accountName: string } | null, adviserFee: { ongoingType: string, ongoingPercent: string | null, ongoingDollars: string | null, upfront: string | null } | null, documents: Array<{ id: string, name: string, size: number, uploadedAt: string, uploadedBy: string }> } };

export type SearchApplicationClientsQueryVariables = Exact<{
  query: string;
}>;


export type SearchApplicationClientsQuery = { clientSearch: { nodes: Array<{ contactId: string, displayName: string, suburb: string | null, status: string | null }> } | null };

export type InvestmentTransactionsQueryVariables = Exact<{
  accountId: string | number;
  filter?: InvestmentTransactionFilter | null | undefined;
  sort?: InvestmentTransactionSortColumn | null | undefined;
  order?: InvestmentSortOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type InvestmentTransactionsQuery = { investmentTransactions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, date: string, type: InvestmentTransactionType, assetCode: string, assetName: string, assetClass: string, description: string, units: string, price: string, amount: string } }> } };

export type PortfolioValuationQueryVariables = Exact<{
  accountId: string | number;
  asAt?: string | null | undefined;
}>;


export type PortfolioValuationQuery = { portfolioValuation: { accountId: string, asAt: string, openedDate: string, totalValue: string, holdings: Array<{ assetCode: string, assetName: string, assetType: string, assetClass: string, units: string, price: string, value: string, weight: string }>, assetClasses: Array<{ assetClass: string, holdings: number, value: string, weight: string }> } };

export type GetCentrelinkSchedulesQueryVariables = Exact<{
  accountId: string | number;
}>;


export type GetCentrelinkSchedulesQuery = { centrelinkSchedules: Array<{ id: string, financialYear: string, periodFrom: string, periodTo: string, purchasePrice: string, relevantNumber: string, deductibleAmount: string, annualPayments: string, paymentFrequency: CentrelinkPaymentFrequency, dateIssued: string }> };

export type GetAccountDocumentsQueryVariables = Exact<{
  accountId: string | number;
  filter?: AccountDocumentFilter | null | undefined;
}>;


export type GetAccountDocumentsQuery = { accountDocuments: Array<{ id: string, type: AccountDocumentType, title: string, periodFrom: string, periodTo: string, issuedDate: string, fileName: string, contentType: string, sizeBytes: number }> };

export type GetAccountDocumentFileQueryVariables = Exact<{
  accountId: string | number;
  documentId: string | number;
}>;


export type GetAccountDocumentFileQuery = { accountDocumentFile: { fileName: string, contentType: string, base64: string } };

export type GetAccountFeesQueryVariables = Exact<{
  accountId: string | number;
  period?: AccountFeePeriod | null | undefined;
}>;


export type GetAccountFeesQuery = { accountFees: { period: AccountFeePeriod, total: string, totals: Array<{ type: AccountFeeType, amount: string }>, fees: Array<{ periodFrom: string, periodTo: string, type: AccountFeeType, amount: string }> } };

export type AccountValueHistoryFieldsFragment = { range: AccountHistoryRange, from: string | null, to: string | null, points: Array<{ date: string, value: string }>, months: Array<{ month: string, moneyIn: string, moneyOut: string, net: string }> };

export type PortfolioHistoryQueryVariables = Exact<{
  accountId: string | number;
  range?: AccountHistoryRange | null | undefined;
}>;


export type PortfolioHistoryQuery = { portfolioHistory: { range: AccountHistoryRange, from: string | null, to: string | null, points: Array<{ date: string, value: string }>, months: Array<{ month: string, moneyIn: string, moneyOut: string, net: string }> } };

export type CashAccountHistoryQueryVariables = Exact<{
  accountId: string | number;
  range?: AccountHistoryRange | null | undefined;
}>;


export type CashAccountHistoryQuery = { cashAccountHistory: { range: AccountHistoryRange, from: string | null, to: string | null, points: Array<{ date: string, value: string }>, months: Array<{ month: string, moneyIn: string, moneyOut: string, net: string }> } };

export type PortfolioPerformanceQueryVariables = Exact<{
  accountId: string | number;
}>;


export type PortfolioPerformanceQuery = { portfolioPerformance: { asAt: string, openedDate: string, periods: Array<{ period: PerformancePeriod, from: string, to: string, returnPercent: string | null, annualised: boolean, moneyIn: string | null, moneyOut: string | null, fees: string | null }> } };

export type GetAccountQueryVariables = Exact<{
  accountNumber: string;
}>;


export type GetAccountQuery = { account: { accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, kind: AccountKind, productCode: string, productDescription: string, productType: string | null, businessVenture: string, adviserCode: string, dealerCode: string, openDate: string, closedDate: string | null, maturityDate: string | null, interestRate: string | null, ledgerBalance: string | null, availableBalance: string | null, netPortfolioValue: string | null, balanceAsAt: string | null, clientId: string | null, parentProductType: string | null, termDeposit: { principal: string, interestRate: string | null, termMonths: number, startDate: string, maturityDate: string, interestFrequency: TermDepositInterestFrequency, interestPaymentMethod: TermDepositInterestMethod, maturityInstruction: TermDepositMaturityInstruction, interestAtMaturity: string, interestEarned: string } | null, tabs: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null }> | null }>, linkedAccounts: Array<{ accountId: string | null, accountNumber: string, accountName: string | null, accountType: string | null, kind: AccountKind, pageNumber: string, relation: LinkedAccountRelation }> } | null };

export type BookFieldsFragment = { asAt: string, monthAgo: string, lowCashThreshold: string, total: { accounts: number, balance: string, balanceMonthAgo: string, change: string }, products: Array<{ product: BookProductKind, figure: { accounts: number, balance: string, balanceMonthAgo: string, change: string } }>, allocation: Array<{ assetClass: BookAssetClass, value: string }>, needsAttention: { lowCash: { count: number, more: boolean, items: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, balance: string, maturityDate: string | null }> }, maturingTermDeposits: { count: number, more: boolean, items: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, balance: string, maturityDate: string | null }> }, paymentsAwaitingAuthorisation: { count: number, more: boolean, items: Array<{ paymentId: string, accountNumber: string, payeeName: string, amount: string, nextDate: string }> }, requestsAwaitingAdviser: { count: number, more: boolean, items: Array<{ intentId: string, caseId: string, requestName: string, updatedDate: string }> }, scheduledPaymentsShort: { count: number, more: boolean, windowDays: number, items: Array<{ accountId: string, accountNumber: string, accountName: string, shortfall: string, nextPaymentDate: string }> } } };

export type BookFigureFieldsFragment = { accounts: number, balance: string, balanceMonthAgo: string, change: string };

export type BookAttentionAccountsFieldsFragment = { count: number, more: boolean, items: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, balance: string, maturityDate: string | null }> };

export type GetBookQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBookQuery = { book: { asAt: string, monthAgo: string, lowCashThreshold: string, total: { accounts: number, balance: string, balanceMonthAgo: string, change: string }, products: Array<{ product: BookProductKind, figure: { accounts: number, balance: string, balanceMonthAgo: string, change: string } }>, allocation: Array<{ assetClass: BookAssetClass, value: string }>, needsAttention: { lowCash: { count: number, more: boolean, items: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, balance: string, maturityDate: string | null }> }, maturingTermDeposits: { count: number, more: boolean, items: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, balance: string, maturityDate: string | null }> }, paymentsAwaitingAuthorisation: { count: number, more: boolean, items: Array<{ paymentId: string, accountNumber: string, payeeName: string, amount: string, nextDate: string }> }, requestsAwaitingAdviser: { count: number, more: boolean, items: Array<{ intentId: string, caseId: string, requestName: string, updatedDate: string }> }, scheduledPaymentsShort: { count: number, more: boolean, windowDays: number, items: Array<{ accountId: string, accountNumber: string, accountName: string, shortfall: string, nextPaymentDate: string }> } } } | null };

export type SetBookLowCashThresholdMutationVariables = Exact<{
  threshold: string;
}>;


export type SetBookLowCashThresholdMutation = { setBookLowCashThreshold: { asAt: string, monthAgo: string, lowCashThreshold: string, total: { accounts: number, balance: string, balanceMonthAgo: string, change: string }, products: Array<{ product: BookProductKind, figure: { accounts: number, balance: string, balanceMonthAgo: string, change: string } }>, allocation: Array<{ assetClass: BookAssetClass, value: string }>, needsAttention: { lowCash: { count: number, more: boolean, items: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, balance: string, maturityDate: string | null }> }, maturingTermDeposits: { count: number, more: boolean, items: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, balance: string, maturityDate: string | null }> }, paymentsAwaitingAuthorisation: { count: number, more: boolean, items: Array<{ paymentId: string, accountNumber: string, payeeName: string, amount: string, nextDate: string }> }, requestsAwaitingAdviser: { count: number, more: boolean, items: Array<{ intentId: string, caseId: string, requestName: string, updatedDate: string }> }, scheduledPaymentsShort: { count: number, more: boolean, windowDays: number, items: Array<{ accountId: string, accountNumber: string, accountName: string, shortfall: string, nextPaymentDate: string }> } } } };

export type SearchCashTransactionsQueryVariables = Exact<{
  filter?: CashTransactionFilter | null | undefined;
  sort?: CashTransactionSortColumn | null | undefined;
  order?: CashTransactionSortOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchCashTransactionsQuery = { cashTransactions: { totalCount: number, endCursor: string | null, transactions: Array<{ id: string, accountNumber: string, accountName: string, date: string, description: string, amount: string, direction: CashTransactionDirection }> } };

export type ChatMessageFieldsFragment = { id: string, source: string, type: string, text: string, timestamp: string, agentName: string | null, entryType: string | null };

export type ChatConversationFieldsFragment = { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null };

export type ChatMessagesPayloadFieldsFragment = { conversation: { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null }, messages: Array<{ id: string, source: string, type: string, text: string, timestamp: string, agentName: string | null, entryType: string | null }> };

export type ChatAvailabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatAvailabilityQuery = { chatAvailability: { live: boolean, reason: ChatUnavailableReason | null, message: string | null, asyncAvailable: boolean } };

export type ChatResumeQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatResumeQuery = { myAsyncConversation: { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null } | null, viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type ChatConversationQueryVariables = Exact<{
  id: string | number;
  after?: string | number | null | undefined;
}>;


export type ChatConversationQuery = { chatConversation: { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null, messages: Array<{ id: string, source: string, type: string, text: string, timestamp: string, agentName: string | null, entryType: string | null }> } };

export type StartChatMutationVariables = Exact<{
  kind: ChatKind;
  topic?: string | null | undefined;
  subOption?: string | null | undefined;
  context?: ChatContextInput | null | undefined;
}>;


export type StartChatMutation = { startChat: { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null, messages: Array<{ id: string, source: string, type: string, text: string, timestamp: string, agentName: string | null, entryType: string | null }> } };

export type SendChatMessageMutationVariables = Exact<{
  conversationId: string | number;
  text: string;
}>;


export type SendChatMessageMutation = { sendChatMessage: { conversation: { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null }, messages: Array<{ id: string, source: string, type: string, text: string, timestamp: string, agentName: string | null, entryType: string | null }> } };

export type EndChatMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type EndChatMutation = { endChat: { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null } };

export type RequestHumanMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type RequestHumanMutation = { requestHuman: { conversation: { id: string, kind: ChatKind, status: ChatStatus, topic: string | null, subOption: string | null, agentName: string | null }, messages: Array<{ id: string, source: string, type: string, text: string, timestamp: string, agentName: string | null, entryType: string | null }> } };

export type ChatEventsSubscriptionVariables = Exact<{
  conversationId: string | number;
}>;


export type ChatEventsSubscription = { chatEvents: { conversationId: string, status: ChatStatus | null, agentName: string | null, message: { id: string, source: string, type: string, text: string, timestamp: string, agentName: string | null, entryType: string | null } | null } };

export type SetChatPreferenceMutationVariables = Exact<{
  key: string;
  value?: unknown;
}>;


export type SetChatPreferenceMutation = { setPreference: { key: string, value: unknown } };

export type ClientAssetClassesQueryVariables = Exact<{
  contactId: string | number;
}>;


export type ClientAssetClassesQuery = { clientOverview: { contactId: string, total: { value: string, byAssetClass: Array<{ assetClass: string, value: string, weight: string }> | null } } | null };

export type ClientOverviewPageQueryVariables = Exact<{
  contactId: string | number;
}>;


export type ClientOverviewPageQuery = { clientOverview: { contactId: string, type: string, contactType: string | null, fullName: string, status: string | null, dateOfBirth: string | null, abn: string | null, acn: string | null, loginDetailsUnavailable: boolean, contacts: Array<{ subType: ClientContactSubType, value: string | null }>, mailingAddress: { formattedAddress: string } | null, residentialAddress: { formattedAddress: string } | null, businessAddress: { formattedAddress: string } | null, loginDetails: { mobileAppInstalled: boolean, mobileAppLastLogin: string | null, authenticatorStatus: AuthenticatorStatus | null, authenticatorLastLogin: string | null } | null, accounts: Array<{ accountId: string, accountNumber: string, accountShortName: string, productCode: string, productDescription: string | null, accountType: string, accountStatus: AccountStatus, availableBalance: string | null, ledgerBalance: string | null, maturityDate: string | null, kind: AccountKind, pageNumber: string, product: ClientAccountProduct, includedIn: string | null, counted: boolean }>, total: { value: string, accounts: number, byProduct: Array<{ product: ClientAccountProduct, accounts: number, value: string, weight: string }> } } | null };

export type GetContactAssistNumberQueryVariables = Exact<{ [key: string]: never; }>;


export type GetContactAssistNumberQuery = { screenShareAssistNumber: string };

export type GetFeeScheduleQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFeeScheduleQuery = { feeSchedule: { effectiveDate: string, administrationFixed: string, cashFeeRate: string, adviserFeeMaxRate: string, adviserFeeMaxAmount: string, administrationTiers: Array<{ lowerBound: string, upperBound: string | null, rate: string }>, investments: Array<{ code: string, name: string, type: FeeMenuInvestmentType, assetClass: string, feeRate: string }> } | null };

export type GetFeeEstimateQueryVariables = Exact<{
  input: FeeEstimateInput;
}>;


export type GetFeeEstimateQuery = { feeEstimate: { pricing: FeePricing, balance: string, cash: string, monthly: string, yearly: string, yearlyRate: string, lines: Array<{ type: FeeEstimateType, code: string | null, description: string, basis: string, rate: string | null, fixed: string | null, monthly: string, yearly: string }>, totals: Array<{ type: FeeEstimateType, monthly: string, yearly: string }> } | null };

export type GetFeeEstimateInputsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type GetFeeEstimateInputsQuery = { feeEstimateInputs: { accountId: string, accountNumber: string, accountName: string, asAt: string, balance: string, cash: string, investments: Array<{ code: string, name: string, amount: string }>, latestMonth: { periodFrom: string, periodTo: string, total: string } | null } | null };

export type FindFeeCalculatorAccountsQueryVariables = Exact<{
  keyword: string;
}>;


export type FindFeeCalculatorAccountsQuery = { accountSearch: { totalCount: number, nodes: Array<{ accountId: string, accountNumber: string, accountName: string, accountProduct: string, accountBalance: string | null }> } | null };

export type FeeArrangementFieldsFragment = { accountId: string, accountNumber: string, accountName: string, productDescription: string, clientName: string, anniversaryDate: string, feeAmount: string | null, feeRate: string | null, status: FeeConsentStatus, statusUntilDate: string | null, daysLeft: number | null, feeStopsDate: string | null, endReason: FeeArrangementEndReason | null, canSendRenewal: boolean, renewal: { id: string, status: FeeRenewalStatus, sentAt: string, answeredAt: string | null } | null };

export type FeeArrangementsQueryVariables = Exact<{
  filter?: FeeArrangementFilter | null | undefined;
  sort?: FeeArrangementSortColumn | null | undefined;
  order?: FeeArrangementSortOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FeeArrangementsQuery = { feeArrangements: { totalCount: number, endCursor: string | null, todayDate: string, counts: { current: number, renewalDue: number, overdue: number, lapsed: number, ended: number }, rules: Array<{ rule: string, days: number }>, arrangements: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, clientName: string, anniversaryDate: string, feeAmount: string | null, feeRate: string | null, status: FeeConsentStatus, statusUntilDate: string | null, daysLeft: number | null, feeStopsDate: string | null, endReason: FeeArrangementEndReason | null, canSendRenewal: boolean, renewal: { id: string, status: FeeRenewalStatus, sentAt: string, answeredAt: string | null } | null }> } };

export type SendFeeRenewalMutationVariables = Exact<{
  accountNumber: string;
}>;


export type SendFeeRenewalMutation = { sendFeeRenewal: { sent: boolean, refusal: FeeRenewalRefusal | null, arrangement: { accountId: string, accountNumber: string, accountName: string, productDescription: string, clientName: string, anniversaryDate: string, feeAmount: string | null, feeRate: string | null, status: FeeConsentStatus, statusUntilDate: string | null, daysLeft: number | null, feeStopsDate: string | null, endReason: FeeArrangementEndReason | null, canSendRenewal: boolean, renewal: { id: string, status: FeeRenewalStatus, sentAt: string, answeredAt: string | null } | null } | null } };

export type FeeConsentAlertEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FeeConsentAlertEventsSubscription = { alertEvents: { alert: { id: string, links: Array<{ key: string, value: string }> } | null } };

export type FundsReportQueryVariables = Exact<{
  filter?: FundsReportFilter | null | undefined;
}>;


export type FundsReportQuery = { fundsReport: { asAt: string, total: { accounts: number, holdings: number, value: string }, investments: Array<{ assetCode: string, assetName: string, assetType: string, assetClass: string, price: string, accounts: number, units: string, value: string, share: string }>, dealers: Array<{ dealerCode: string, dealerName: string }>, advisers: Array<{ adviserCode: string, adviserName: string, dealerCode: string }> } | null };

export type FundsReportHoldingsQueryVariables = Exact<{
  filter?: FundsReportFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FundsReportHoldingsQuery = { fundsReportHoldings: { next: string | null, total: number, holdings: Array<{ assetCode: string, assetName: string, accountId: string, accountNumber: string, accountName: string, productDescription: string, dealerCode: string, units: string, price: string, value: string }> } | null };

export type GetDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDashboardQuery = { viewer: { greeting: string | null, user: { mac: string, lastLogin: string | null } | null } };

export type MarketInvestmentFieldsFragment = { code: string, name: string, type: MarketInvestmentType, assetClass: string, price: string, priceDate: string, previousPrice: string, previousPriceDate: string, change: string, changePercent: string };

export type MarketInvestmentsQueryVariables = Exact<{
  search?: string | null | undefined;
  type?: MarketInvestmentType | null | undefined;
}>;


export type MarketInvestmentsQuery = { marketInvestments: Array<{ code: string, name: string, type: MarketInvestmentType, assetClass: string, price: string, priceDate: string, previousPrice: string, previousPriceDate: string, change: string, changePercent: string }> | null };

export type MarketInvestmentQueryVariables = Exact<{
  code: string;
}>;


export type MarketInvestmentQuery = { marketInvestment: { code: string, name: string, type: MarketInvestmentType, assetClass: string, price: string, priceDate: string, previousPrice: string, previousPriceDate: string, change: string, changePercent: string } | null };

export type MarketPriceHistoryQueryVariables = Exact<{
  code: string;
  range?: PriceHistoryRange | null | undefined;
}>;


export type MarketPriceHistoryQuery = { marketPriceHistory: { code: string, range: PriceHistoryRange, from: string, to: string, points: Array<{ date: string, price: string }> } | null };

export type MarketInvestmentHoldersQueryVariables = Exact<{
  code: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MarketInvestmentHoldersQuery = { marketInvestmentHolders: { code: string, price: string, priceDate: string, accounts: number, units: string, value: string, next: string | null, holders: Array<{ accountId: string, accountNumber: string, accountName: string, productDescription: string, dealerCode: string, units: string, value: string }> } | null };

export type NewsArticleSummaryFieldsFragment = { id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> };

export type NewsListFieldsFragment = { type: NewsType, offered: boolean, isErrorOccurred: boolean, products: Array<string>, articles: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }>, featured: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }> };

export type GetNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetNewsQuery = { news: { usersProducts: Array<string>, productNews: { type: NewsType, offered: boolean, isErrorOccurred: boolean, products: Array<string>, articles: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }>, featured: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }> }, investmentNews: { type: NewsType, offered: boolean, isErrorOccurred: boolean, products: Array<string>, articles: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }>, featured: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }> }, investmentStrategy: { type: NewsType, offered: boolean, isErrorOccurred: boolean, products: Array<string>, articles: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }>, featured: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }> }, education: { type: NewsType, offered: boolean, isErrorOccurred: boolean, products: Array<string>, articles: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }>, featured: Array<{ id: string, type: NewsType, title: string, summary: string, publishedDate: string, productTags: Array<string> }> } } };

export type GetNewsArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type GetNewsArticleQuery = { newsArticle: { id: string, type: NewsType, title: string, summary: string, publishedDate: string, author: string | null, productTags: Array<string>, body: string } };

export type AlertFieldsFragment = { id: string, read: boolean, text: string, status: AlertStatus | null, statusLabel: string | null, icon: AlertIcon, objectType: AlertObjectType, route: string | null, requestId: string | null, approvalId: string | null, accountNumber: string | null, createdAt: string };

export type AlertCountsFieldsFragment = { total: number, unread: number, unseen: number };

export type NotificationCountsFieldsFragment = { accountBalanceCount: number, insufficientFundsForPendingPaymentsCount: number, accountBalanceVisited: boolean, pendingPaymentsVisited: boolean };

export type BellStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type BellStatusQuery = { alertCounts: { total: number, unread: number, unseen: number } | null, notificationCounts: { accountBalanceCount: number, insufficientFundsForPendingPaymentsCount: number, accountBalanceVisited: boolean, pendingPaymentsVisited: boolean } | null, notificationPreferences: { accountBalanceThresholdSelected: boolean, insufficientFundsForPendingPaymentsThresholdSelected: boolean, isPreferencesBeenSet: boolean } | null };

export type AlertsPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AlertsPageQuery = { alerts: { nodes: Array<{ id: string, read: boolean, text: string, status: AlertStatus | null, statusLabel: string | null, icon: AlertIcon, objectType: AlertObjectType, route: string | null, requestId: string | null, approvalId: string | null, accountNumber: string | null, createdAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MarkAlertsReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkAlertsReadMutation = { markAlertsRead: { marked: Array<string>, failed: Array<string>, counts: { total: number, unread: number, unseen: number } | null } };

export type MarkAllAlertsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllAlertsReadMutation = { markAllAlertsRead: { marked: Array<string>, failed: Array<string>, remaining: number, counts: { total: number, unread: number, unseen: number } | null } };

export type MarkAlertSeenMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkAlertSeenMutation = { markAlertSeen: { total: number, unread: number, unseen: number } };

export type AlertEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AlertEventsSubscription = { alertEvents: { alert: { id: string, read: boolean, text: string, status: AlertStatus | null, statusLabel: string | null, icon: AlertIcon, objectType: AlertObjectType, route: string | null, requestId: string | null, approvalId: string | null, accountNumber: string | null, createdAt: string } | null, counts: { total: number, unread: number, unseen: number } } };

export type AnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementsQuery = { announcements: Array<{ id: string, body: string, style: AnnouncementStyle, publishId: string }> | null, viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type DismissYellowBoxMutationVariables = Exact<{
  value?: unknown;
}>;


export type DismissYellowBoxMutation = { setPreference: { key: string, value: unknown } };

export type NotificationPreferencesFieldsFragment = { accountBalanceThresholdSelected: boolean, accountBalanceThreshold: string | null, insufficientFundsForPendingPaymentsThresholdSelected: boolean, insufficientFundsWindowDays: number | null, isPreferencesBeenSet: boolean };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { notificationPreferences: { accountBalanceThresholdSelected: boolean, accountBalanceThreshold: string | null, insufficientFundsForPendingPaymentsThresholdSelected: boolean, insufficientFundsWindowDays: number | null, isPreferencesBeenSet: boolean } | null };

export type SaveNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type SaveNotificationPreferencesMutation = { saveNotificationPreferences: { accountBalanceThresholdSelected: boolean, accountBalanceThreshold: string | null, insufficientFundsForPendingPaymentsThresholdSelected: boolean, insufficientFundsWindowDays: number | null, isPreferencesBeenSet: boolean } };

export type MarkNotificationPageVisitedMutationVariables = Exact<{
  page: NotificationPage;
}>;


export type MarkNotificationPageVisitedMutation = { markNotificationPageVisited: { accountBalanceCount: number, insufficientFundsForPendingPaymentsCount: number, accountBalanceVisited: boolean, pendingPaymentsVisited: boolean } };

export type AccountBalanceNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountBalanceNotificationsQuery = { accountBalanceNotifications: { threshold: string | null, rows: Array<{ accountId: string, accountNumber: string, pageNumber: string, accountName: string, productDescription: string, availableBalance: string, ledgerBalance: string }> } };

export type PendingPaymentNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingPaymentNotificationsQuery = { pendingPaymentNotifications: { windowDays: number | null, rows: Array<{ accountId: string, accountNumber: string, pageNumber: string, accountName: string, productDescription: string, availableBalance: string, scheduledTotal: string, paymentCount: number, nextPaymentDate: string, shortfall: string }> } };

export type TermDepositMaturitiesQueryVariables = Exact<{
  fromDate: string;
  toDate: string;
}>;


export type TermDepositMaturitiesQuery = { termDepositMaturities: Array<{ accountId: string, accountNumber: string, pageNumber: string, accountName: string, productDescription: string, maturityDate: string, balance: string, interestRate: string | null }> };

export type CloseAccountMutationVariables = Exact<{
  accountNumber: string;
}>;


export type CloseAccountMutation = { closeAccount: { success: boolean, closureId: string | null, status: string | null, codes: Array<string>, reasons: Array<ClosureReason>, messages: Array<string> } };

export type MakePaymentPayeesQueryVariables = Exact<{
  accountNumber: string;
}>;


export type MakePaymentPayeesQuery = { payeesAndBillers: { accountNumber: string, linkedAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, nominatedAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, taxAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, savedPayees: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, savedBillers: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, clientAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }> } };

export type BsbLookupFieldsFragment = { found: boolean, message: string | null, details: { bsb: string, bankName: string, branchName: string | null } | null };

export type MakePaymentBsbLookupQueryVariables = Exact<{
  code: string;
}>;


export type MakePaymentBsbLookupQuery = { bsbLookup: { found: boolean, message: string | null, details: { state: string | null, bsb: string, bankName: string, branchName: string | null } | null } };

export type MakePaymentBillerLookupQueryVariables = Exact<{
  code: string;
}>;


export type MakePaymentBillerLookupQuery = { billerLookup: { found: boolean, message: string | null, details: { billerCode: string, billerName: string, billerShortName: string | null, crnCheck: string } | null } };

export type MakePaymentPublicHolidaysQueryVariables = Exact<{ [key: string]: never; }>;


export type MakePaymentPublicHolidaysQuery = { publicHolidays: Array<{ date: string, name: string }> };

export type MakePaymentPermissionsQueryVariables = Exact<{
  accountNumber: string;
}>;


export type MakePaymentPermissionsQuery = { paymentPermissions: { accountNumber: string, hasAccess: boolean, canMakePayment: boolean, paymentsEnabled: boolean, signingType: string | null, authority: string | null, approvalsRequired: number | null } };

export type MakePaymentValidateMutationVariables = Exact<{
  input: PaymentInput;
}>;


export type MakePaymentValidateMutation = { validatePayment: { valid: boolean, errors: Array<{ code: string, field: string | null, message: string }>, paymentAuthorities: Array<{ partyId: string, name: string, signingType: string, approvalsRequired: number, verificationMethod: VerificationMethod | null }> } };

export type MakePaymentSaveMutationVariables = Exact<{
  input: PaymentInput;
  idempotencyKey?: string | null | undefined;
}>;


export type MakePaymentSaveMutation = { savePayment: { payment: { paymentId: string, status: PaymentStatus, fromAccountNumber: string, amount: string, scheduleType: PaymentScheduleType, payeeName: string | null, fromPaymentNarrative: string | null, toPaymentNarrative: string | null, signingType: string, approvalsRequired: number, createdAt: string, updatedAt: string, schedule: { nextDate: string | null, lastDate: string | null, frequency: string | null } | null, paymentDestinationBPAY: { biller: string, billerName: string | null, nickname: string | null, billerShortName: string | null, crn: string } | null, paymentDestinationEFT: { bsb: string, accountNumber: string, accountName: string, clientDescription: string | null } | null, paymentAuthorities: Array<{ partyId: string, name: string, signingType: string, approvalsRequired: number, verificationMethod: VerificationMethod | null, status: AuthorityStatus, sentAt: string | null, expiryTime: string | null, actionedAt: string | null }> } | null, errors: Array<{ code: string, field: string | null, message: string }> } };

export type MakePaymentSendChallengeMutationVariables = Exact<{
  paymentId: string | number;
  partyId: string;
}>;


export type MakePaymentSendChallengeMutation = { sendPaymentChallenge: { outcome: ChallengeOutcome, code: string | null, message: string | null, partyId: string, name: string, verificationMethod: VerificationMethod | null } };

export type PaymentsPageQueryVariables = Exact<{
  accountNumber?: string | null | undefined;
  view?: PaymentsView | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type PaymentsPageQuery = { payments: { page: number, size: number, total: number, nodes: Array<{ paymentId: string, status: PaymentStatus, fromAccountNumber: string, amount: string, scheduleType: PaymentScheduleType, payeeName: string | null, fromPaymentNarrative: string | null, toPaymentNarrative: string | null, signingType: string, approvalsRequired: number, createdAt: string, updatedAt: string, schedule: { nextDate: string | null, lastDate: string | null, frequency: string | null } | null, paymentDestinationBPAY: { biller: string, billerName: string | null, nickname: string | null, billerShortName: string | null, crn: string } | null, paymentDestinationEFT: { bsb: string, accountNumber: string, accountName: string, clientDescription: string | null } | null, paymentAuthorities: Array<{ partyId: string, name: string, signingType: string, approvalsRequired: number, verificationMethod: VerificationMethod | null, status: AuthorityStatus, sentAt: string | null, expiryTime: string | null, actionedAt: string | null }> }> } };

export type PaymentByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentByIdQuery = { payment: { paymentId: string, status: PaymentStatus, fromAccountNumber: string, amount: string, scheduleType: PaymentScheduleType, payeeName: string | null, fromPaymentNarrative: string | null, toPaymentNarrative: string | null, signingType: string, approvalsRequired: number, createdAt: string, updatedAt: string, schedule: { nextDate: string | null, lastDate: string | null, frequency: string | null } | null, paymentDestinationBPAY: { biller: string, billerName: string | null, nickname: string | null, billerShortName: string | null, crn: string } | null, paymentDestinationEFT: { bsb: string, accountNumber: string, accountName: string, clientDescription: string | null } | null, paymentAuthorities: Array<{ partyId: string, name: string, signingType: string, approvalsRequired: number, verificationMethod: VerificationMethod | null, status: AuthorityStatus, sentAt: string | null, expiryTime: string | null, actionedAt: string | null }> } | null };

export type SendPaymentChallengeMutationVariables = Exact<{
  paymentId: string | number;
  partyId: string;
}>;


export type SendPaymentChallengeMutation = { sendPaymentChallenge: { expiryTime: string | null, outcome: ChallengeOutcome, code: string | null, message: string | null, partyId: string, name: string, verificationMethod: VerificationMethod | null } };

export type CancelPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelPaymentMutation = { cancelPayment: { code: string | null, message: string | null, payment: { paymentId: string, status: PaymentStatus, fromAccountNumber: string, amount: string, scheduleType: PaymentScheduleType, payeeName: string | null, fromPaymentNarrative: string | null, toPaymentNarrative: string | null, signingType: string, approvalsRequired: number, createdAt: string, updatedAt: string, schedule: { nextDate: string | null, lastDate: string | null, frequency: string | null } | null, paymentDestinationBPAY: { biller: string, billerName: string | null, nickname: string | null, billerShortName: string | null, crn: string } | null, paymentDestinationEFT: { bsb: string, accountNumber: string, accountName: string, clientDescription: string | null } | null, paymentAuthorities: Array<{ partyId: string, name: string, signingType: string, approvalsRequired: number, verificationMethod: VerificationMethod | null, status: AuthorityStatus, sentAt: string | null, expiryTime: string | null, actionedAt: string | null }> } | null } };

export type PaymentAlertEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PaymentAlertEventsSubscription = { alertEvents: { alert: { id: string, objectType: AlertObjectType, approvalId: string | null } | null } };

export type PayeeFieldsFragment = { payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null };

export type PayeesAndBillersQueryVariables = Exact<{
  accountNumber: string;
}>;


export type PayeesAndBillersQuery = { payeesAndBillers: { accountNumber: string, linkedAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, nominatedAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, taxAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, savedPayees: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, savedBillers: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }>, clientAccounts: Array<{ payeeId: string | null, type: string | null, accountName: string | null, nickname: string | null, bsb: string | null, accountNumber: string | null, billerCode: string | null, billerName: string | null, crn: string | null, productDescription: string | null }> } };

export type PaymentFieldsFragment = { paymentId: string, status: PaymentStatus, fromAccountNumber: string, amount: string, scheduleType: PaymentScheduleType, payeeName: string | null, fromPaymentNarrative: string | null, toPaymentNarrative: string | null, signingType: string, approvalsRequired: number, createdAt: string, updatedAt: string, schedule: { nextDate: string | null, lastDate: string | null, frequency: string | null } | null, paymentDestinationBPAY: { biller: string, billerName: string | null, nickname: string | null, billerShortName: string | null, crn: string } | null, paymentDestinationEFT: { bsb: string, accountNumber: string, accountName: string, clientDescription: string | null } | null, paymentAuthorities: Array<{ partyId: string, name: string, signingType: string, approvalsRequired: number, verificationMethod: VerificationMethod | null, status: AuthorityStatus, sentAt: string | null, expiryTime: string | null, actionedAt: string | null }> };

export type PaymentChallengeFieldsFragment = { outcome: ChallengeOutcome, code: string | null, message: string | null, partyId: string, name: string, verificationMethod: VerificationMethod | null };

export type PensionAccountQueryVariables = Exact<{
  accountNumber: string;
}>;


export type PensionAccountQuery = { account: { accountId: string, accountNumber: string, accountName: string, accountStatus: AccountStatus, kind: AccountKind, productCode: string, productDescription: string, productType: string | null, ledgerBalance: string | null, netPortfolioValue: string | null } | null };

export type RequestPensionPaymentMutationVariables = Exact<{
  input: RetirementRequestInput;
}>;


export type RequestPensionPaymentMutation = { requestPensionPayment: { requestId: string | null, result: string | null, intentId: string | null, sla: string | null, requestSubmissionTime: string | null, message: string | null, authorisers: Array<{ authoriserName: string, signingMethod: string | null, activityId: string | null, expiryTime: string | null, error: string | null }>, errors: Array<{ code: string, message: string, tier: number }> } };

export type PensionBsbLookupQueryVariables = Exact<{
  code: string;
}>;


export type PensionBsbLookupQuery = { bsbLookup: { found: boolean, message: string | null, details: { bsb: string, bankName: string, branchName: string | null } | null } };

export type StartStepUpMutationVariables = Exact<{ [key: string]: never; }>;


export type StartStepUpMutation = { startStepUp: { id: string, expiresInSeconds: number, maxAttempts: number } };

export type VerifyStepUpMutationVariables = Exact<{
  challengeId: string | number;
  code: string;
}>;


export type VerifyStepUpMutation = { verifyStepUp: { outcome: StepUpOutcome, token: string | null, expiresAt: string | null, attemptsLeft: number | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { outcome: ChangePasswordOutcome, brokenRules: Array<PasswordRule>, changedAt: string | null } };

export type GetPasswordContextQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPasswordContextQuery = { passwordPolicy: { minLength: number, maxLength: number, username: string }, viewer: { user: { mac: string, lastPasswordChange: string | null } | null } };

export type GetConnectedDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetConnectedDevicesQuery = { connectedDevices: Array<{ id: string, browser: string, os: string, platform: string, signedInAt: string, lastActiveAt: string, current: boolean }> };

export type SignOutDeviceMutationVariables = Exact<{
  id: string | number;
  stepUpToken: string;
}>;


export type SignOutDeviceMutation = { signOutDevice: SignOutDeviceOutcome };

export type GetAuthenticatorQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAuthenticatorQuery = { authenticator: { status: AuthenticatorStatus, deviceName: string | null, activatedAt: string | null, enrolmentExpiresAt: string | null }, shell: { brand: { key: string, helpLinks: unknown } } };

export type StartAuthenticatorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartAuthenticatorEnrolmentMutation = { startAuthenticatorEnrolment: { code: string, activationUrl: string, expiresAt: string } };

export type AdviserCodeFieldsFragment = { entityKey: string, dealerCode: string, code: string, productType: string, adviserType: AdviserType, adviserName: string | null };

export type GetProfileDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProfileDetailsQuery = { viewer: { user: { mac: string, firstName: string, lastName: string, brandName: string, childBadgeName: string, badgeNames: Array<string>, dealerCode: string | null, lastLogin: string | null, lastPasswordChange: string | null } | null, adviserCodes: Array<{ dealerName: string | null, entityKey: string, dealerCode: string, code: string, productType: string, adviserType: AdviserType, adviserName: string | null }> | null } };

export type GetSecurityLevelQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSecurityLevelQuery = { securityLevel: SecurityLevel };

export type SetSecurityLevelMutationVariables = Exact<{
  level: SecurityLevel;
}>;


export type SetSecurityLevelMutation = { setSecurityLevel: SecurityLevel };

export type GetEsiDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetEsiDetailsQuery = { esiDetails: Array<{ fundName: string, abn: string, usi: string, esa: string, esaProvider: string, contactEmail: string, bsb: string, accountNumber: string, reference: string }> };

export type GetLegalLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type GetLegalLinksQuery = { shell: { brand: { key: string, helpLinks: unknown } } };

export type GetMyAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyAccessQuery = { shell: { access: { badgeNames: Array<string>, products: Array<string>, cashBadgeNames: Array<string>, wrapAccess: boolean, cashAccess: boolean } }, viewer: { adviserCodes: Array<{ entityKey: string, dealerCode: string, code: string, productType: string, adviserType: AdviserType, adviserName: string | null }> | null } };

export type GetProfilePictureQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProfilePictureQuery = { profilePicture: { contentType: string, data: string } | null };

export type SetProfilePictureMutationVariables = Exact<{
  picture: ProfilePictureInput;
}>;


export type SetProfilePictureMutation = { setProfilePicture: { contentType: string, data: string } };

export type GetRateBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRateBadgesQuery = { rateBadges: { cash: Array<string>, wrap: Array<string> } };

export type GetCashRatesQueryVariables = Exact<{
  badge: string;
}>;


export type GetCashRatesQuery = { cashRates: { badge: string, effectiveDate: string, rates: Array<{ key: string, label: string, rate: string }> } };

export type GetTermDepositRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetTermDepositRatesQuery = { termDepositRates: { effectiveDate: string, rebateBps: number, tiers: Array<{ key: string, min: string, max: string | null }>, terms: Array<{ key: string, label: string, rates: Array<string> }> } };

export type GetWrapRatesQueryVariables = Exact<{
  badge: string;
}>;


export type GetWrapRatesQuery = { wrapRates: { badge: string, effectiveDate: string, termDepositRatesUrl: string, tiers: Array<{ key: string, min: string, max: string | null }>, products: Array<{ key: string, label: string, rates: Array<string> }> } };

export type CaseStatusFieldsFragment = { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null };

export type CaseRowFieldsFragment = { intentId: string, caseId: string | null, requestName: string, description: string | null, requestorName: string | null, createdDateTime: string, updatedDateTime: string, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null }, accounts: Array<{ accountNumber: string, accountName: string | null, productDescription: string | null }> };

export type GetCaseDocumentFileQueryVariables = Exact<{
  intentId: string | number;
  documentId: string | number;
}>;


export type GetCaseDocumentFileQuery = { caseDocumentFile: { fileName: string, contentType: string, base64: string } };

export type GetCaseSignDocumentQueryVariables = Exact<{
  intentId: string | number;
}>;


export type GetCaseSignDocumentQuery = { caseSignDocument: { fileName: string, contentType: string, base64: string } };

export type CancelCaseMutationVariables = Exact<{
  intentId: string | number;
}>;


export type CancelCaseMutation = { cancelCase: { intentId: string, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } } };

export type ResendAuthorisationMutationVariables = Exact<{
  intentId: string | number;
  activityId: string | number;
}>;


export type ResendAuthorisationMutation = { resendAuthorisation: { outcome: ModifyCaseOutcome, message: string | null } };

export type AttachCaseDocumentsMutationVariables = Exact<{
  intentId: string | number;
  files: Array<CaseFileInput> | CaseFileInput;
}>;


export type AttachCaseDocumentsMutation = { attachCaseDocuments: { malwareFileNames: Array<string>, documents: Array<{ documentId: string, documentName: string, contentType: string | null, size: number | null, uploadedAt: string | null, malware: boolean }> } };

export type SubmitFollowUpResponsesMutationVariables = Exact<{
  intentId: string | number;
  responses: Array<FollowUpResponseInput> | FollowUpResponseInput;
}>;


export type SubmitFollowUpResponsesMutation = { submitFollowUpResponses: { caseId: string, caseStatus: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } } };

export type SubmitSignedDocumentMutationVariables = Exact<{
  intentId: string | number;
  file: CaseFileInput;
}>;


export type SubmitSignedDocumentMutation = { submitSignedDocument: { onlineRequestName: string | null, subprocessName: string | null, productCode: string | null, businessVenture: string | null, amount: string | null, sla: string | null, eta: string | null, malwareFileNames: Array<string>, cancellable: boolean, case: { requestSource: string | null, approvalId: string | null, fulfillmentId: string | null, intentId: string, caseId: string | null, requestName: string, description: string | null, requestorName: string | null, createdDateTime: string, updatedDateTime: string, accounts: Array<{ accountNumber: string, accountName: string | null, productDescription: string | null, adviserCode: string | null, dealerCode: string | null, adviserName: string | null, businessArea: string | null, isDeathPension: boolean }>, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } }, payload: Array<{ kind: PayloadBlockKind, fields: Array<{ key: string, value: string | null }>, rows: Array<Array<{ key: string, value: string | null }>> }>, history: Array<{ type: string, timestamp: string, followUpIds: Array<string>, authorisers: Array<string>, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } | null }>, followUps: Array<{ id: string, status: string, requestType: string | null, requestReason: string | null, requestedBy: string | null, respondedBy: string | null, requestedDateTime: string | null, respondedDateTime: string | null, requestWhy: string | null, requestWhat: string | null, requestReturnMethod: string | null, responseContent: string | null, visibleOnline: boolean, responseExpectedDate: string | null, documents: Array<{ documentId: string, documentName: string }> }>, authorisers: Array<{ activityId: string | null, authoriserName: string, authorisationLevel: string | null, roleType: string | null, status: string, updatedAt: string | null, expireBy: string | null, errors: Array<string> }>, documents: Array<{ documentId: string, documentName: string, contentType: string | null, size: number | null, uploadedAt: string | null, malware: boolean }> } };

export type GetRequestClientsQueryVariables = Exact<{
  keyword: string;
}>;


export type GetRequestClientsQuery = { requestClients: Array<{ contactId: string, displayName: string, type: string, suburb: string | null }> };

export type GetRequestAccountsQueryVariables = Exact<{
  contactId?: string | number | null | undefined;
  keyword?: string | null | undefined;
}>;


export type GetRequestAccountsQuery = { requestAccounts: Array<{ accountNumber: string, accountName: string, productCode: string, productDescription: string, productType: string, accessLevel: string, businessArea: string }> };

export type GetRequestCategoriesQueryVariables = Exact<{
  accountNumber: string;
}>;


export type GetRequestCategoriesQuery = { requestCategories: Array<{ category: string, businessArea: string, subCategories: Array<{ id: string, subCategory: string, process: string, subprocess: string | null }> }> };

export type GetRequestValidationsQueryVariables = Exact<{
  subCategoryId: string | number;
  accountNumber: string;
}>;


export type GetRequestValidationsQuery = { requestValidations: Array<{ code: string, message: string, tier: number }> };

export type CreateCaseMutationVariables = Exact<{
  input: CreateCaseInput;
}>;


export type CreateCaseMutation = { createCase: { intentId: string, caseId: string | null, requestId: string | null, isGeneralRequestType: boolean, createdDateTime: string, sla: string | null, eta: string | null, result: string } };

export type CaseDocumentFieldsFragment = { documentId: string, documentName: string, contentType: string | null, size: number | null, uploadedAt: string | null, malware: boolean };

export type CaseDetailsFieldsFragment = { onlineRequestName: string | null, subprocessName: string | null, productCode: string | null, businessVenture: string | null, amount: string | null, sla: string | null, eta: string | null, malwareFileNames: Array<string>, cancellable: boolean, case: { requestSource: string | null, approvalId: string | null, fulfillmentId: string | null, intentId: string, caseId: string | null, requestName: string, description: string | null, requestorName: string | null, createdDateTime: string, updatedDateTime: string, accounts: Array<{ accountNumber: string, accountName: string | null, productDescription: string | null, adviserCode: string | null, dealerCode: string | null, adviserName: string | null, businessArea: string | null, isDeathPension: boolean }>, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } }, payload: Array<{ kind: PayloadBlockKind, fields: Array<{ key: string, value: string | null }>, rows: Array<Array<{ key: string, value: string | null }>> }>, history: Array<{ type: string, timestamp: string, followUpIds: Array<string>, authorisers: Array<string>, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } | null }>, followUps: Array<{ id: string, status: string, requestType: string | null, requestReason: string | null, requestedBy: string | null, respondedBy: string | null, requestedDateTime: string | null, respondedDateTime: string | null, requestWhy: string | null, requestWhat: string | null, requestReturnMethod: string | null, responseContent: string | null, visibleOnline: boolean, responseExpectedDate: string | null, documents: Array<{ documentId: string, documentName: string }> }>, authorisers: Array<{ activityId: string | null, authoriserName: string, authorisationLevel: string | null, roleType: string | null, status: string, updatedAt: string | null, expireBy: string | null, errors: Array<string> }>, documents: Array<{ documentId: string, documentName: string, contentType: string | null, size: number | null, uploadedAt: string | null, malware: boolean }> };

export type GetCaseDetailsQueryVariables = Exact<{
  intentId: string | number;
}>;


export type GetCaseDetailsQuery = { caseDetails: { onlineRequestName: string | null, subprocessName: string | null, productCode: string | null, businessVenture: string | null, amount: string | null, sla: string | null, eta: string | null, malwareFileNames: Array<string>, cancellable: boolean, case: { requestSource: string | null, approvalId: string | null, fulfillmentId: string | null, intentId: string, caseId: string | null, requestName: string, description: string | null, requestorName: string | null, createdDateTime: string, updatedDateTime: string, accounts: Array<{ accountNumber: string, accountName: string | null, productDescription: string | null, adviserCode: string | null, dealerCode: string | null, adviserName: string | null, businessArea: string | null, isDeathPension: boolean }>, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } }, payload: Array<{ kind: PayloadBlockKind, fields: Array<{ key: string, value: string | null }>, rows: Array<Array<{ key: string, value: string | null }>> }>, history: Array<{ type: string, timestamp: string, followUpIds: Array<string>, authorisers: Array<string>, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } | null }>, followUps: Array<{ id: string, status: string, requestType: string | null, requestReason: string | null, requestedBy: string | null, respondedBy: string | null, requestedDateTime: string | null, respondedDateTime: string | null, requestWhy: string | null, requestWhat: string | null, requestReturnMethod: string | null, responseContent: string | null, visibleOnline: boolean, responseExpectedDate: string | null, documents: Array<{ documentId: string, documentName: string }> }>, authorisers: Array<{ activityId: string | null, authoriserName: string, authorisationLevel: string | null, roleType: string | null, status: string, updatedAt: string | null, expireBy: string | null, errors: Array<string> }>, documents: Array<{ documentId: string, documentName: string, contentType: string | null, size: number | null, uploadedAt: string | null, malware: boolean }> } };

export type GetCaseFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCaseFilterOptionsQuery = { caseRequestNames: Array<string>, caseInitiators: Array<{ label: string, value: string, currentUser: boolean }> };

export type GetCasesQueryVariables = Exact<{
  filter?: CaseFilter | null | undefined;
  sort?: CaseSort | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type GetCasesQuery = { cases: { pageNumber: number, pageSize: number, totalCount: number, hasNextPage: boolean, nodes: Array<{ intentId: string, caseId: string | null, requestName: string, description: string | null, requestorName: string | null, createdDateTime: string, updatedDateTime: string, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null }, accounts: Array<{ accountNumber: string, accountName: string | null, productDescription: string | null }> }> } | null };

export type GetRequestsInProgressQueryVariables = Exact<{
  initiatedBy?: InitiatedBy | null | undefined;
}>;


export type GetRequestsInProgressQuery = { requestsInProgress: { awaiting: Array<{ requestType: string, requestId: string | null, approvalId: string | null, requestorName: string | null, requestCreatedDatetime: string | null, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } }>, inProgress: Array<{ requestType: string, requestId: string | null, approvalId: string | null, requestorName: string | null, requestCreatedDatetime: string | null, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } }> } };

export type RequestInProgressFieldsFragment = { requestType: string, requestId: string | null, approvalId: string | null, requestorName: string | null, requestCreatedDatetime: string | null, status: { code: string, display: CaseDisplayStatus, label: string, pill: PillStyle, secondaryLabel: string | null } };

export type StartScreenShareMutationVariables = Exact<{
  product: string;
}>;


export type StartScreenShareMutation = { startScreenShare: { sessionId: string, pin: string | null, status: ScreenShareStatus, assistNumber: string } };

export type EndScreenShareMutationVariables = Exact<{
  sessionId: string | number;
  logout?: boolean | null | undefined;
}>;


export type EndScreenShareMutation = { endScreenShare: { sessionId: string, status: ScreenShareStatus, endedBy: ScreenShareEndedBy | null } };

export type SendScreenShareEventsMutationVariables = Exact<{
  sessionId: string | number;
  events: Array<string> | string;
}>;


export type SendScreenShareEventsMutation = { sendScreenShareEvents: number };

export type ScreenShareEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type ScreenShareEventsSubscription = { screenShareEvents: { sessionId: string, status: ScreenShareStatus, control: ScreenShareControl | null, endedBy: ScreenShareEndedBy | null, at: string } };

export type ScreenShareLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type ScreenShareLinksQuery = { shell: { brand: { key: string, helpLinks: unknown } } };

export type AccountFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountFilterOptionsQuery = { viewer: { user: { mac: string, dealerRestricted: boolean, dealerCode: string | null } | null, adviserCodes: Array<{ entityKey: string, dealerCode: string, code: string, adviserName: string | null, productType: string }> | null }, productCodes: Array<{ code: string, description: string }> | null };

export type SearchAccountResultsQueryVariables = Exact<{
  filter?: AccountFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  sort?: AccountSort | null | undefined;
}>;


export type SearchAccountResultsQuery = { accountSearch: { totalCount: number, nodes: Array<{ accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, productCode: string, accountProduct: string, adviserCode: string, accountCreated: string, closedDate: string | null, accountBalance: string | null, isNewAccount: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type SearchGroupResultsQueryVariables = Exact<{
  query?: string | null | undefined;
  groupType?: GroupType | null | undefined;
  first?: number | null | undefined;
}>;


export type SearchGroupResultsQuery = { wrapGroupSearch: Array<{ accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, businessVentureId: string, accountCount: number }> | null };

export type SearchAccountFieldsFragment = { accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, accountProduct: string, accountBalance: string | null, isNewAccount: boolean };

export type GetRecentPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRecentPreferencesQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type GetRecentAccountsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type GetRecentAccountsQuery = { accountsByIds: Array<{ accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, accountProduct: string, accountBalance: string | null, isNewAccount: boolean } | null> | null };

export type SearchAccountsDropdownQueryVariables = Exact<{
  keyword: string;
  accountStatus?: Array<AccountStatus> | AccountStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchAccountsDropdownQuery = { accountSearch: { totalCount: number, balancesAsAt: string | null, nodes: Array<{ accountId: string, accountNumber: string, kind: AccountKind, pageNumber: string, accountName: string, accountStatus: AccountStatus, accountType: AccountType, accountProduct: string, accountBalance: string | null, isNewAccount: boolean }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type SearchClientsDropdownQueryVariables = Exact<{
  query: string;
}>;


export type SearchClientsDropdownQuery = { clientSearch: { totalCount: number, nodes: Array<{ contactId: string, type: string, displayName: string, suburb: string | null, status: string | null }> } | null };

export type SearchGroupFieldsFragment = { accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, accountCount: number };

export type SearchWrapGroupsDropdownQueryVariables = Exact<{
  query: string;
}>;


export type SearchWrapGroupsDropdownQuery = { wrapGroupSearch: Array<{ accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, accountCount: number }> | null };

export type GetRecentWrapGroupsQueryVariables = Exact<{
  codes: Array<string | number> | string | number;
}>;


export type GetRecentWrapGroupsQuery = { wrapGroupsByCodes: Array<{ accountGroupCode: string, accountGroupName: string, accountGroupType: Array<GroupType>, accountCount: number } | null> | null };

export type TrackingContextQueryVariables = Exact<{ [key: string]: never; }>;


export type TrackingContextQuery = { trackingContext: { appName: string, appVersion: string, mac: string } };

export type TrackingHeartbeatQueryVariables = Exact<{ [key: string]: never; }>;


export type TrackingHeartbeatQuery = { trackingHeartbeat: boolean };

export type SendTrackingLogsMutationVariables = Exact<{
  logs: unknown;
}>;


export type SendTrackingLogsMutation = { sendTrackingLogs: { accepted: number } };

export type ReportTrackingHealthMutationVariables = Exact<{
  jsStatus: string;
  customerSessionId: string;
}>;


export type ReportTrackingHealthMutation = { reportTrackingHealth: boolean };

export type GetWhatsNewViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWhatsNewViewerQuery = { viewer: { user: { mac: string, lastLogin: string | null, flags: Array<string>, supportedBrandProducts: unknown } | null, preferences: Array<{ key: string, value: unknown }> | null } };

export type SetWhatsNewPreferenceMutationVariables = Exact<{
  key: string;
  value?: unknown;
}>;


export type SetWhatsNewPreferenceMutation = { setPreference: { key: string, value: unknown } };

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { sendFeedback: { receivedAt: string } };

export type EndSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type EndSessionMutation = { endSession: boolean };

export type GetErrorUrlQueryVariables = Exact<{
  badge: string;
  code: string;
}>;


export type GetErrorUrlQuery = { signIn: { errorUrl: string } };

export type GetLoginUrlQueryVariables = Exact<{
  badge: string;
  redirectUri: string;
  goTo?: string | null | undefined;
}>;


export type GetLoginUrlQuery = { signIn: { loginUrl: string } };

export type GetLogoutUrlQueryVariables = Exact<{
  badge: string;
  reason: LogoutReason;
}>;


export type GetLogoutUrlQuery = { signIn: { logoutUrl: string } };

export type GetViewerUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetViewerUserQuery = { viewer: { greeting: string | null, user: { mac: string, firstName: string, lastName: string, lastLogin: string | null, brand: string, loginBadge: string, childBadge: string } | null } };

export type RenewSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RenewSessionMutation = { renewSession: { accessToken: string, refreshToken: string, scope: string, expiresIn: number, refreshTokenExpiresIn: number } };

export type FirstVisitLoginUrlQueryVariables = Exact<{
  badge: string;
  redirectUri: string;
  goTo?: string | null | undefined;
}>;


export type FirstVisitLoginUrlQuery = { signIn: { loginUrl: string } };

export type GetFavouriteAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFavouriteAccountsQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type SetFavouriteAccountMutationVariables = Exact<{
  accountId: string | number;
  favourite: boolean;
}>;


export type SetFavouriteAccountMutation = { setFavouriteAccount: { __typename: 'Preference', key: string, value: unknown } };

export type RecordRecentMutationVariables = Exact<{
  kind: RecentKind;
  id: string | number;
}>;


export type RecordRecentMutation = { recordRecent: { key: string, value: unknown } };

export type GetHomepageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetHomepageQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type GetAuthenticatorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAuthenticatorStatusQuery = { authenticator: { status: AuthenticatorStatus } };

export type GetPreviewShellQueryVariables = Exact<{
  input: PreviewInput;
}>;


export type GetPreviewShellQuery = { previewShell: { environment: string, copyOverrides: unknown, brand: { key: string, name: string, loginBadge: string, childBadge: string, theme: unknown, assistNumber: string, helpLinks: unknown, logo: { src: string, alt: string }, favicon: { default: string, redDot: string } }, access: { badges: Array<string>, products: Array<string>, cashBadges: Array<string>, wrapAccess: boolean, cashAccess: boolean }, sideNavigation: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, profileMenu: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, plugins: Array<{ id: string, settings: unknown }>, flags: Array<{ key: string, on: boolean }>, idle: { idleSeconds: number, countdownSeconds: number } } | null };

export type GetShellPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetShellPreferencesQuery = { viewer: { preferences: Array<{ key: string, value: unknown }> | null } };

export type GetShellQueryVariables = Exact<{
  overrides?: Array<FlagOverride> | FlagOverride | null | undefined;
}>;


export type GetShellQuery = { shell: { environment: string, copyOverrides: unknown, brand: { key: string, name: string, loginBadge: string, childBadge: string, theme: unknown, assistNumber: string, helpLinks: unknown, logo: { src: string, alt: string }, favicon: { default: string, redDot: string } }, access: { badges: Array<string>, products: Array<string>, cashBadges: Array<string>, wrapAccess: boolean, cashAccess: boolean }, sideNavigation: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, profileMenu: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, plugins: Array<{ id: string, settings: unknown }>, flags: Array<{ key: string, on: boolean }>, idle: { idleSeconds: number, countdownSeconds: number } } };

export type SetPreferenceMutationVariables = Exact<{
  key: string;
  value?: unknown;
}>;


export type SetPreferenceMutation = { setPreference: { __typename: 'Preference', key: string, value: unknown } };

export type NavItemFieldsFragment = { id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null };

export type ShellFieldsFragment = { environment: string, copyOverrides: unknown, brand: { key: string, name: string, loginBadge: string, childBadge: string, theme: unknown, assistNumber: string, helpLinks: unknown, logo: { src: string, alt: string }, favicon: { default: string, redDot: string } }, access: { badges: Array<string>, products: Array<string>, cashBadges: Array<string>, wrapAccess: boolean, cashAccess: boolean }, sideNavigation: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, profileMenu: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, children: Array<{ id: string, label: string, kind: NavItemKind, route: string | null, matches: Array<string> | null, exact: boolean | null, url: string | null, selectBadge: boolean | null, action: string | null, disabledWhen: string | null, icon: string | null, popover: string | null, pinnedLabel: string | null, badges: Array<{ badge: string, label: string, url: string }> | null }> | null, badges: Array<{ badge: string, label: string, url: string }> | null }>, plugins: Array<{ id: string, settings: unknown }>, flags: Array<{ key: string, on: boolean }>, idle: { idleSeconds: number, countdownSeconds: number } };

export type GetHeaderAvatarQueryVariables = Exact<{ [key: string]: never; }>;


export type GetHeaderAvatarQuery = { profilePicture: { contentType: string, data: string } | null };

export const CandidateAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidateAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"parentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}}]}}]} as unknown as DocumentNode<CandidateAccountFieldsFragment, unknown>;
export const ApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<ApplicationFieldsFragment, unknown>;
export const AccountValueHistoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountValueHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountValueHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]} as unknown as DocumentNode<AccountValueHistoryFieldsFragment, unknown>;
export const BookFigureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceMonthAgo"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]} as unknown as DocumentNode<BookFigureFieldsFragment, unknown>;
export const BookAttentionAccountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookAttentionAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookAttentionAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}}]}}]}}]} as unknown as DocumentNode<BookAttentionAccountsFieldsFragment, unknown>;
export const BookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthAgo"}},{"kind":"Field","name":{"kind":"Name","value":"lowCashThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFigureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFigureFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAttention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowCash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookAttentionAccountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maturingTermDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookAttentionAccountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsAwaitingAuthorisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestsAwaitingAdviser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPaymentsShort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceMonthAgo"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookAttentionAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookAttentionAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}}]}}]}}]} as unknown as DocumentNode<BookFieldsFragment, unknown>;
export const ChatConversationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]} as unknown as DocumentNode<ChatConversationFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"entryType"}}]}}]} as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
export const ChatMessagesPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessagesPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"entryType"}}]}}]} as unknown as DocumentNode<ChatMessagesPayloadFieldsFragment, unknown>;
export const FeeArrangementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeArrangementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeArrangement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"anniversaryDate"}},{"kind":"Field","name":{"kind":"Name","value":"feeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"feeStopsDate"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canSendRenewal"}}]}}]} as unknown as DocumentNode<FeeArrangementFieldsFragment, unknown>;
export const MarketInvestmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketInvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketInvestment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousPrice"}},{"kind":"Field","name":{"kind":"Name","value":"previousPriceDate"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}}]} as unknown as DocumentNode<MarketInvestmentFieldsFragment, unknown>;
export const NewsArticleSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsArticleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsArticleSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"productTags"}}]}}]} as unknown as DocumentNode<NewsArticleSummaryFieldsFragment, unknown>;
export const NewsListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"isErrorOccurred"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsArticleSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsArticleSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsArticleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsArticleSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"productTags"}}]}}]} as unknown as DocumentNode<NewsListFieldsFragment, unknown>;
export const AlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AlertFieldsFragment, unknown>;
export const AlertCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]} as unknown as DocumentNode<AlertCountsFieldsFragment, unknown>;
export const NotificationCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceCount"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceVisited"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentsVisited"}}]}}]} as unknown as DocumentNode<NotificationCountsFieldsFragment, unknown>;
export const NotificationPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"isPreferencesBeenSet"}}]}}]} as unknown as DocumentNode<NotificationPreferencesFieldsFragment, unknown>;
export const BsbLookupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BsbLookupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BsbLookup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}}]}}]}}]} as unknown as DocumentNode<BsbLookupFieldsFragment, unknown>;
export const PayeeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payeeId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billerCode"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}}]} as unknown as DocumentNode<PayeeFieldsFragment, unknown>;
export const PaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleType"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationBPAY"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biller"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"billerShortName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationEFT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"toPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAuthorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryTime"}},{"kind":"Field","name":{"kind":"Name","value":"actionedAt"}}]}}]}}]} as unknown as DocumentNode<PaymentFieldsFragment, unknown>;
export const PaymentChallengeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentChallengeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}}]}}]} as unknown as DocumentNode<PaymentChallengeFieldsFragment, unknown>;
export const AdviserCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdviserCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdviserCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityKey"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"adviserType"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}}]}}]} as unknown as DocumentNode<AdviserCodeFieldsFragment, unknown>;
export const CaseStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}}]} as unknown as DocumentNode<CaseStatusFieldsFragment, unknown>;
export const CaseRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requestorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDateTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}}]} as unknown as DocumentNode<CaseRowFieldsFragment, unknown>;
export const CaseDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"malware"}}]}}]} as unknown as DocumentNode<CaseDocumentFieldsFragment, unknown>;
export const CaseDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"businessArea"}},{"kind":"Field","name":{"kind":"Name","value":"isDeathPension"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestSource"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlineRequestName"}},{"kind":"Field","name":{"kind":"Name","value":"subprocessName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessVenture"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"sla"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"payload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"followUpIds"}},{"kind":"Field","name":{"kind":"Name","value":"authorisers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"followUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"requestReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"respondedDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"requestWhy"}},{"kind":"Field","name":{"kind":"Name","value":"requestWhat"}},{"kind":"Field","name":{"kind":"Name","value":"requestReturnMethod"}},{"kind":"Field","name":{"kind":"Name","value":"responseContent"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnline"}},{"kind":"Field","name":{"kind":"Name","value":"responseExpectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorisers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"authoriserName"}},{"kind":"Field","name":{"kind":"Name","value":"authorisationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireBy"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"malwareFileNames"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requestorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDateTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"malware"}}]}}]} as unknown as DocumentNode<CaseDetailsFieldsFragment, unknown>;
export const RequestInProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"requestorName"}},{"kind":"Field","name":{"kind":"Name","value":"requestCreatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}}]} as unknown as DocumentNode<RequestInProgressFieldsFragment, unknown>;
export const SearchAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}}]} as unknown as DocumentNode<SearchAccountFieldsFragment, unknown>;
export const SearchGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrapGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<SearchGroupFieldsFragment, unknown>;
export const NavItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}}]} as unknown as DocumentNode<NavItemFieldsFragment, unknown>;
export const ShellFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"redDot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistNumber"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"cashBadges"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccess"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sideNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyOverrides"}},{"kind":"Field","name":{"kind":"Name","value":"idle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countdownSeconds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}}]} as unknown as DocumentNode<ShellFieldsFragment, unknown>;
export const CashAccountTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashAccountTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CashLedgerFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CashLedgerSortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CashLedgerSortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashAccountTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"runningBalance"}}]}}]}}]}}]} as unknown as DocumentNode<CashAccountTransactionsQuery, CashAccountTransactionsQueryVariables>;
export const CashAccountScheduledPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashAccountScheduledPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashAccountScheduledPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentDate"}}]}}]}}]} as unknown as DocumentNode<CashAccountScheduledPaymentsQuery, CashAccountScheduledPaymentsQueryVariables>;
export const CashAccountContributionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashAccountContributions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CashContributionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashAccountContributions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"superLinked"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"financialYearFrom"}},{"kind":"Field","name":{"kind":"Name","value":"financialYearTo"}},{"kind":"Field","name":{"kind":"Name","value":"contributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"contributor"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<CashAccountContributionsQuery, CashAccountContributionsQueryVariables>;
export const GetAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}},{"kind":"Field","name":{"kind":"Name","value":"businessVentureId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"portfolioValue"}},{"kind":"Field","name":{"kind":"Name","value":"isAdviserFee"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"composerCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountGroupQuery, GetAccountGroupQueryVariables>;
export const GetGroupFormContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetGroupFormContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adviserCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityKey"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}}]}}]} as unknown as DocumentNode<GetGroupFormContextQuery, GetGroupFormContextQueryVariables>;
export const ValidateAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateAccountGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]}}]} as unknown as DocumentNode<ValidateAccountGroupMutation, ValidateAccountGroupMutationVariables>;
export const CreateAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountGroupInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}}]}}]}}]} as unknown as DocumentNode<CreateAccountGroupMutation, CreateAccountGroupMutationVariables>;
export const UpdateAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountGroupMutation, UpdateAccountGroupMutationVariables>;
export const CloseAccountGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseAccountGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeAccountGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CloseAccountGroupMutation, CloseAccountGroupMutationVariables>;
export const SearchGroupAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchGroupAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WRAP"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CandidateAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidateAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"parentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}}]}}]} as unknown as DocumentNode<SearchGroupAccountsQuery, SearchGroupAccountsQueryVariables>;
export const WrapAccountNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WrapAccountNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"composerCodes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapAccountNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"composerCodes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"composerCodes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"composerCode"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccountNumber"}}]}}]}}]} as unknown as DocumentNode<WrapAccountNumbersQuery, WrapAccountNumbersQueryVariables>;
export const RelatedGroupAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatedGroupAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WRAP"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountStatus"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Active"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CandidateAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CandidateAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"parentAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}}]}}]} as unknown as DocumentNode<RelatedGroupAccountsQuery, RelatedGroupAccountsQueryVariables>;
export const GetOpenAccountTilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOpenAccountTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openAccountProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canStartAccountApplication"}}]}}]} as unknown as DocumentNode<GetOpenAccountTilesQuery, GetOpenAccountTilesQueryVariables>;
export const GetAccountApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<GetAccountApplicationsQuery, GetAccountApplicationsQueryVariables>;
export const GetAccountApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openAccountProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountRequired"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<GetAccountApplicationQuery, GetAccountApplicationQueryVariables>;
export const StartAccountApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAccountApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenAccountProduct"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAccountApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StartAccountApplicationMutation, StartAccountApplicationMutationVariables>;
export const SaveAccountApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAccountApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draft"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAccountApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"draft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draft"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<SaveAccountApplicationMutation, SaveAccountApplicationMutationVariables>;
export const SubmitAccountApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitAccountApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAccountApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<SubmitAccountApplicationMutation, SubmitAccountApplicationMutationVariables>;
export const CancelAccountApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAccountApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAccountApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<CancelAccountApplicationMutation, CancelAccountApplicationMutationVariables>;
export const ResendAccountApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendAccountApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAccountApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<ResendAccountApplicationMutation, ResendAccountApplicationMutationVariables>;
export const UploadApplicationDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadApplicationDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationFileInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadApplicationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"newClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"tfnStatus"}},{"kind":"Field","name":{"kind":"Name","value":"tfnLastDigits"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"statementFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"interestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"investmentMenu"}},{"kind":"Field","name":{"kind":"Name","value":"pensionFrequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ongoingType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingDollars"}},{"kind":"Field","name":{"kind":"Name","value":"upfront"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sends"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canAct"}}]}}]} as unknown as DocumentNode<UploadApplicationDocumentsMutation, UploadApplicationDocumentsMutationVariables>;
export const SearchApplicationClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchApplicationClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SearchApplicationClientsQuery, SearchApplicationClientsQueryVariables>;
export const InvestmentTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentTransactionSortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentSortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvestmentTransactionsQuery, InvestmentTransactionsQueryVariables>;
export const PortfolioValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"asAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"asAt"}},{"kind":"Field","name":{"kind":"Name","value":"openedDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"holdings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"holdings"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]}}]} as unknown as DocumentNode<PortfolioValuationQuery, PortfolioValuationQueryVariables>;
export const GetCentrelinkSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCentrelinkSchedules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centrelinkSchedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"financialYear"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"relevantNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deductibleAmount"}},{"kind":"Field","name":{"kind":"Name","value":"annualPayments"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"dateIssued"}}]}}]}}]} as unknown as DocumentNode<GetCentrelinkSchedulesQuery, GetCentrelinkSchedulesQueryVariables>;
export const GetAccountDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountDocumentFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"issuedDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}}]} as unknown as DocumentNode<GetAccountDocumentsQuery, GetAccountDocumentsQueryVariables>;
export const GetAccountDocumentFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountDocumentFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountDocumentFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<GetAccountDocumentFileQuery, GetAccountDocumentFileQueryVariables>;
export const GetAccountFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccountFees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountFeePeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountFeesQuery, GetAccountFeesQueryVariables>;
export const PortfolioHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountHistoryRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountValueHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountValueHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountValueHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]} as unknown as DocumentNode<PortfolioHistoryQuery, PortfolioHistoryQueryVariables>;
export const CashAccountHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashAccountHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountHistoryRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashAccountHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountValueHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountValueHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountValueHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]} as unknown as DocumentNode<CashAccountHistoryQuery, CashAccountHistoryQueryVariables>;
export const PortfolioPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asAt"}},{"kind":"Field","name":{"kind":"Name","value":"openedDate"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"returnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"annualised"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}}]}}]}}]}}]} as unknown as DocumentNode<PortfolioPerformanceQuery, PortfolioPerformanceQueryVariables>;
export const GetAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"businessVenture"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"openDate"}},{"kind":"Field","name":{"kind":"Name","value":"closedDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerBalance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"netPortfolioValue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAsAt"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"parentProductType"}},{"kind":"Field","name":{"kind":"Name","value":"termDeposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"interestFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"maturityInstruction"}},{"kind":"Field","name":{"kind":"Name","value":"interestAtMaturity"}},{"kind":"Field","name":{"kind":"Name","value":"interestEarned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}}]}}]}}]}}]} as unknown as DocumentNode<GetAccountQuery, GetAccountQueryVariables>;
export const GetBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetBook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceMonthAgo"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookAttentionAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookAttentionAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthAgo"}},{"kind":"Field","name":{"kind":"Name","value":"lowCashThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFigureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFigureFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAttention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowCash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookAttentionAccountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maturingTermDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookAttentionAccountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsAwaitingAuthorisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestsAwaitingAdviser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPaymentsShort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetBookQuery, GetBookQueryVariables>;
export const SetBookLowCashThresholdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBookLowCashThreshold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBookLowCashThreshold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"threshold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceMonthAgo"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookAttentionAccountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookAttentionAccounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Book"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthAgo"}},{"kind":"Field","name":{"kind":"Name","value":"lowCashThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFigureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookFigureFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAttention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowCash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookAttentionAccountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maturingTermDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookAttentionAccountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsAwaitingAuthorisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestsAwaitingAdviser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPaymentsShort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetBookLowCashThresholdMutation, SetBookLowCashThresholdMutationVariables>;
export const SearchCashTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCashTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CashTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CashTransactionSortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CashTransactionSortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]}}]} as unknown as DocumentNode<SearchCashTransactionsQuery, SearchCashTransactionsQueryVariables>;
export const ChatAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"asyncAvailable"}}]}}]}}]} as unknown as DocumentNode<ChatAvailabilityQuery, ChatAvailabilityQueryVariables>;
export const ChatResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatResume"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAsyncConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"inactive-chat-transcript","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]} as unknown as DocumentNode<ChatResumeQuery, ChatResumeQueryVariables>;
export const ChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversationFields"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"entryType"}}]}}]} as unknown as DocumentNode<ChatConversationQuery, ChatConversationQueryVariables>;
export const StartChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subOption"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"context"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatContextInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"topic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topic"}}},{"kind":"Argument","name":{"kind":"Name","value":"subOption"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subOption"}}},{"kind":"Argument","name":{"kind":"Name","value":"context"},"value":{"kind":"Variable","name":{"kind":"Name","value":"context"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversationFields"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"entryType"}}]}}]} as unknown as DocumentNode<StartChatMutation, StartChatMutationVariables>;
export const SendChatMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendChatMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessagesPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"entryType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessagesPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}}]} as unknown as DocumentNode<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const EndChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}}]} as unknown as DocumentNode<EndChatMutation, EndChatMutationVariables>;
export const RequestHumanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestHuman"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestHuman"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessagesPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"subOption"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"entryType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessagesPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessagesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}}]} as unknown as DocumentNode<RequestHumanMutation, RequestHumanMutationVariables>;
export const ChatEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChatEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"entryType"}}]}}]} as unknown as DocumentNode<ChatEventsSubscription, ChatEventsSubscriptionVariables>;
export const SetChatPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChatPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SetChatPreferenceMutation, SetChatPreferenceMutationVariables>;
export const ClientAssetClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAssetClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"byAssetClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientAssetClassesQuery, ClientAssetClassesQueryVariables>;
export const ClientOverviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientOverviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"contactType"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"acn"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"residentialAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileAppInstalled"}},{"kind":"Field","name":{"kind":"Name","value":"mobileAppLastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorStatus"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorLastLogin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginDetailsUnavailable"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountShortName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerBalance"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"includedIn"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"byProduct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientOverviewPageQuery, ClientOverviewPageQueryVariables>;
export const GetContactAssistNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContactAssistNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screenShareAssistNumber"}}]}}]} as unknown as DocumentNode<GetContactAssistNumberQuery, GetContactAssistNumberQueryVariables>;
export const GetFeeScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFeeSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"administrationTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowerBound"}},{"kind":"Field","name":{"kind":"Name","value":"upperBound"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"administrationFixed"}},{"kind":"Field","name":{"kind":"Name","value":"cashFeeRate"}},{"kind":"Field","name":{"kind":"Name","value":"adviserFeeMaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"adviserFeeMaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"investments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}}]}}]}}]}}]} as unknown as DocumentNode<GetFeeScheduleQuery, GetFeeScheduleQueryVariables>;
export const GetFeeEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFeeEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeEstimateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeEstimate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricing"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"yearly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"yearly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"yearly"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyRate"}}]}}]}}]} as unknown as DocumentNode<GetFeeEstimateQuery, GetFeeEstimateQueryVariables>;
export const GetFeeEstimateInputsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFeeEstimateInputs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeEstimateInputs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"asAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"investments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<GetFeeEstimateInputsQuery, GetFeeEstimateInputsQueryVariables>;
export const FindFeeCalculatorAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindFeeCalculatorAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WRAP"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountStatus"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Active"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}}]}}]}}]}}]} as unknown as DocumentNode<FindFeeCalculatorAccountsQuery, FindFeeCalculatorAccountsQueryVariables>;
export const FeeArrangementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeArrangements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeArrangementFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeArrangementSortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeArrangementSortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeArrangements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"todayDate"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDue"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"lapsed"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrangements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeArrangementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeArrangementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeArrangement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"anniversaryDate"}},{"kind":"Field","name":{"kind":"Name","value":"feeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"feeStopsDate"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canSendRenewal"}}]}}]} as unknown as DocumentNode<FeeArrangementsQuery, FeeArrangementsQueryVariables>;
export const SendFeeRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeeRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeeRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"arrangement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeArrangementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeArrangementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeArrangement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"anniversaryDate"}},{"kind":"Field","name":{"kind":"Name","value":"feeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"feeStopsDate"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"renewal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canSendRenewal"}}]}}]} as unknown as DocumentNode<SendFeeRenewalMutation, SendFeeRenewalMutationVariables>;
export const FeeConsentAlertEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FeeConsentAlertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FeeConsentAlertEventsSubscription, FeeConsentAlertEventsSubscriptionVariables>;
export const FundsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FundsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FundsReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"holdings"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dealers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advisers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}}]}}]}}]} as unknown as DocumentNode<FundsReportQuery, FundsReportQueryVariables>;
export const FundsReportHoldingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FundsReportHoldings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FundsReportFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundsReportHoldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"holdings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"assetName"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<FundsReportHoldingsQuery, FundsReportHoldingsQueryVariables>;
export const GetDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"greeting"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}}]}}]}}]}}]} as unknown as DocumentNode<GetDashboardQuery, GetDashboardQueryVariables>;
export const MarketInvestmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketInvestments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketInvestmentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketInvestments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketInvestmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketInvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketInvestment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousPrice"}},{"kind":"Field","name":{"kind":"Name","value":"previousPriceDate"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}}]} as unknown as DocumentNode<MarketInvestmentsQuery, MarketInvestmentsQueryVariables>;
export const MarketInvestmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketInvestment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketInvestment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketInvestmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketInvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketInvestment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"assetClass"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousPrice"}},{"kind":"Field","name":{"kind":"Name","value":"previousPriceDate"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}}]}}]} as unknown as DocumentNode<MarketInvestmentQuery, MarketInvestmentQueryVariables>;
export const MarketPriceHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketPriceHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceHistoryRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketPriceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode<MarketPriceHistoryQuery, MarketPriceHistoryQueryVariables>;
export const MarketInvestmentHoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketInvestmentHolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketInvestmentHolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDate"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<MarketInvestmentHoldersQuery, MarketInvestmentHoldersQueryVariables>;
export const GetNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersProducts"}},{"kind":"Field","name":{"kind":"Name","value":"productNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentStrategy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsListFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsArticleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsArticleSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"productTags"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"isErrorOccurred"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsArticleSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsArticleSummaryFields"}}]}}]}}]} as unknown as DocumentNode<GetNewsQuery, GetNewsQueryVariables>;
export const GetNewsArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetNewsArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"productTags"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<GetNewsArticleQuery, GetNewsArticleQueryVariables>;
export const BellStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BellStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertCountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationCountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"isPreferencesBeenSet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceCount"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceVisited"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentsVisited"}}]}}]} as unknown as DocumentNode<BellStatusQuery, BellStatusQueryVariables>;
export const AlertsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AlertsPageQuery, AlertsPageQueryVariables>;
export const MarkAlertsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAlertsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAlertsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertCountsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]} as unknown as DocumentNode<MarkAlertsReadMutation, MarkAlertsReadMutationVariables>;
export const MarkAllAlertsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllAlertsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllAlertsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertCountsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]} as unknown as DocumentNode<MarkAllAlertsReadMutation, MarkAllAlertsReadMutationVariables>;
export const MarkAlertSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAlertSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAlertSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertCountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]} as unknown as DocumentNode<MarkAlertSeenMutation, MarkAlertSeenMutationVariables>;
export const AlertEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AlertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertCountsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"unseen"}}]}}]} as unknown as DocumentNode<AlertEventsSubscription, AlertEventsSubscriptionVariables>;
export const AnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"publishId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"YellowBoxMessage","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AnnouncementsQuery, AnnouncementsQueryVariables>;
export const DismissYellowBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissYellowBox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"YellowBoxMessage","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<DismissYellowBoxMutation, DismissYellowBoxMutationVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"isPreferencesBeenSet"}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const SaveNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsThresholdSelected"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"isPreferencesBeenSet"}}]}}]} as unknown as DocumentNode<SaveNotificationPreferencesMutation, SaveNotificationPreferencesMutationVariables>;
export const MarkNotificationPageVisitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationPageVisited"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationPageVisited"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationCountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceCount"}},{"kind":"Field","name":{"kind":"Name","value":"insufficientFundsForPendingPaymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalanceVisited"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentsVisited"}}]}}]} as unknown as DocumentNode<MarkNotificationPageVisitedMutation, MarkNotificationPageVisitedMutationVariables>;
export const AccountBalanceNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountBalanceNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountBalanceNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerBalance"}}]}}]}}]}}]} as unknown as DocumentNode<AccountBalanceNotificationsQuery, AccountBalanceNotificationsQueryVariables>;
export const PendingPaymentNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingPaymentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingPaymentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledTotal"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}}]}}]}}]}}]} as unknown as DocumentNode<PendingPaymentNotificationsQuery, PendingPaymentNotificationsQueryVariables>;
export const TermDepositMaturitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermDepositMaturities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termDepositMaturities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"maturityDate"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}}]}}]}}]} as unknown as DocumentNode<TermDepositMaturitiesQuery, TermDepositMaturitiesQueryVariables>;
export const CloseAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"closureId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"codes"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]} as unknown as DocumentNode<CloseAccountMutation, CloseAccountMutationVariables>;
export const MakePaymentPayeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MakePaymentPayees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payeesAndBillers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nominatedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedPayees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBillers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payeeId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billerCode"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}}]} as unknown as DocumentNode<MakePaymentPayeesQuery, MakePaymentPayeesQueryVariables>;
export const MakePaymentBsbLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MakePaymentBsbLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsbLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BsbLookupFields"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BsbLookupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BsbLookup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}}]}}]}}]} as unknown as DocumentNode<MakePaymentBsbLookupQuery, MakePaymentBsbLookupQueryVariables>;
export const MakePaymentBillerLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MakePaymentBillerLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billerLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billerCode"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"billerShortName"}},{"kind":"Field","name":{"kind":"Name","value":"crnCheck"}}]}}]}}]}}]} as unknown as DocumentNode<MakePaymentBillerLookupQuery, MakePaymentBillerLookupQueryVariables>;
export const MakePaymentPublicHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MakePaymentPublicHolidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicHolidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MakePaymentPublicHolidaysQuery, MakePaymentPublicHolidaysQueryVariables>;
export const MakePaymentPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MakePaymentPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"canMakePayment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}}]}}]}}]} as unknown as DocumentNode<MakePaymentPermissionsQuery, MakePaymentPermissionsQueryVariables>;
export const MakePaymentValidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MakePaymentValidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentAuthorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}}]}}]}}]}}]} as unknown as DocumentNode<MakePaymentValidateMutation, MakePaymentValidateMutationVariables>;
export const MakePaymentSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MakePaymentSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleType"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationBPAY"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biller"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"billerShortName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationEFT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"toPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAuthorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryTime"}},{"kind":"Field","name":{"kind":"Name","value":"actionedAt"}}]}}]}}]} as unknown as DocumentNode<MakePaymentSaveMutation, MakePaymentSaveMutationVariables>;
export const MakePaymentSendChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MakePaymentSendChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPaymentChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"partyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentChallengeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentChallengeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}}]}}]} as unknown as DocumentNode<MakePaymentSendChallengeMutation, MakePaymentSendChallengeMutationVariables>;
export const PaymentsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsView"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleType"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationBPAY"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biller"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"billerShortName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationEFT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"toPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAuthorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryTime"}},{"kind":"Field","name":{"kind":"Name","value":"actionedAt"}}]}}]}}]} as unknown as DocumentNode<PaymentsPageQuery, PaymentsPageQueryVariables>;
export const PaymentByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleType"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationBPAY"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biller"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"billerShortName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationEFT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"toPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAuthorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryTime"}},{"kind":"Field","name":{"kind":"Name","value":"actionedAt"}}]}}]}}]} as unknown as DocumentNode<PaymentByIdQuery, PaymentByIdQueryVariables>;
export const SendPaymentChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPaymentChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPaymentChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"partyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"expiryTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentChallengeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}}]}}]} as unknown as DocumentNode<SendPaymentChallengeMutation, SendPaymentChallengeMutationVariables>;
export const CancelPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleType"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationBPAY"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"biller"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"billerShortName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDestinationEFT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"toPaymentNarrative"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAuthorities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signingType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalsRequired"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiryTime"}},{"kind":"Field","name":{"kind":"Name","value":"actionedAt"}}]}}]}}]} as unknown as DocumentNode<CancelPaymentMutation, CancelPaymentMutationVariables>;
export const PaymentAlertEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PaymentAlertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentAlertEventsSubscription, PaymentAlertEventsSubscriptionVariables>;
export const PayeesAndBillersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesAndBillers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payeesAndBillers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nominatedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedPayees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBillers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayeeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayeeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payeeId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billerCode"}},{"kind":"Field","name":{"kind":"Name","value":"billerName"}},{"kind":"Field","name":{"kind":"Name","value":"crn"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}}]} as unknown as DocumentNode<PayeesAndBillersQuery, PayeesAndBillersQueryVariables>;
export const PensionAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PensionAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerBalance"}},{"kind":"Field","name":{"kind":"Name","value":"netPortfolioValue"}}]}}]}}]} as unknown as DocumentNode<PensionAccountQuery, PensionAccountQueryVariables>;
export const RequestPensionPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPensionPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetirementRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPensionPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"sla"}},{"kind":"Field","name":{"kind":"Name","value":"requestSubmissionTime"}},{"kind":"Field","name":{"kind":"Name","value":"authorisers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authoriserName"}},{"kind":"Field","name":{"kind":"Name","value":"signingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"expiryTime"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPensionPaymentMutation, RequestPensionPaymentMutationVariables>;
export const PensionBsbLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PensionBsbLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsbLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BsbLookupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BsbLookupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BsbLookup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}}]}}]}}]} as unknown as DocumentNode<PensionBsbLookupQuery, PensionBsbLookupQueryVariables>;
export const StartStepUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}}]}}]}}]} as unknown as DocumentNode<StartStepUpMutation, StartStepUpMutationVariables>;
export const VerifyStepUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyStepUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyStepUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]}}]} as unknown as DocumentNode<VerifyStepUpMutation, VerifyStepUpMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"brokenRules"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const GetPasswordContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPasswordContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"lastPasswordChange"}}]}}]}}]}}]} as unknown as DocumentNode<GetPasswordContextQuery, GetPasswordContextQueryVariables>;
export const GetConnectedDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetConnectedDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<GetConnectedDevicesQuery, GetConnectedDevicesQueryVariables>;
export const SignOutDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepUpToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepUpToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepUpToken"}}}]}]}}]} as unknown as DocumentNode<SignOutDeviceMutation, SignOutDeviceMutationVariables>;
export const GetAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAuthenticator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}}]}}]}}]} as unknown as DocumentNode<GetAuthenticatorQuery, GetAuthenticatorQueryVariables>;
export const StartAuthenticatorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAuthenticatorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAuthenticatorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"activationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<StartAuthenticatorEnrolmentMutation, StartAuthenticatorEnrolmentMutationVariables>;
export const GetProfileDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProfileDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"childBadgeName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNames"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"lastPasswordChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdviserCodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdviserCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdviserCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityKey"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"adviserType"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}}]}}]} as unknown as DocumentNode<GetProfileDetailsQuery, GetProfileDetailsQueryVariables>;
export const GetSecurityLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSecurityLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securityLevel"}}]}}]} as unknown as DocumentNode<GetSecurityLevelQuery, GetSecurityLevelQueryVariables>;
export const SetSecurityLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSecurityLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecurityLevel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSecurityLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}}]}]}}]} as unknown as DocumentNode<SetSecurityLevelMutation, SetSecurityLevelMutationVariables>;
export const GetEsiDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetEsiDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"esiDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundName"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"usi"}},{"kind":"Field","name":{"kind":"Name","value":"esa"}},{"kind":"Field","name":{"kind":"Name","value":"esaProvider"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<GetEsiDetailsQuery, GetEsiDetailsQueryVariables>;
export const GetLegalLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLegalLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}}]}}]}}]} as unknown as DocumentNode<GetLegalLinksQuery, GetLegalLinksQueryVariables>;
export const GetMyAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMyAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeNames"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"cashBadgeNames"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccess"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccess"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adviserCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdviserCodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdviserCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdviserCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityKey"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"adviserType"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}}]}}]} as unknown as DocumentNode<GetMyAccessQuery, GetMyAccessQueryVariables>;
export const GetProfilePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProfilePicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<GetProfilePictureQuery, GetProfilePictureQueryVariables>;
export const SetProfilePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProfilePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"picture"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilePictureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProfilePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"picture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"picture"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<SetProfilePictureMutation, SetProfilePictureMutationVariables>;
export const GetRateBadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRateBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"wrap"}}]}}]}}]} as unknown as DocumentNode<GetRateBadgesQuery, GetRateBadgesQueryVariables>;
export const GetCashRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCashRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]}}]} as unknown as DocumentNode<GetCashRatesQuery, GetCashRatesQueryVariables>;
export const GetTermDepositRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetTermDepositRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termDepositRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"rebateBps"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rates"}}]}}]}}]}}]} as unknown as DocumentNode<GetTermDepositRatesQuery, GetTermDepositRatesQueryVariables>;
export const GetWrapRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetWrapRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"termDepositRatesUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rates"}}]}}]}}]}}]} as unknown as DocumentNode<GetWrapRatesQuery, GetWrapRatesQueryVariables>;
export const GetCaseDocumentFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCaseDocumentFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseDocumentFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<GetCaseDocumentFileQuery, GetCaseDocumentFileQueryVariables>;
export const GetCaseSignDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCaseSignDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseSignDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<GetCaseSignDocumentQuery, GetCaseSignDocumentQueryVariables>;
export const CancelCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}}]} as unknown as DocumentNode<CancelCaseMutation, CancelCaseMutationVariables>;
export const ResendAuthorisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendAuthorisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAuthorisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendAuthorisationMutation, ResendAuthorisationMutationVariables>;
export const AttachCaseDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachCaseDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFileInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachCaseDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"malwareFileNames"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"malware"}}]}}]} as unknown as DocumentNode<AttachCaseDocumentsMutation, AttachCaseDocumentsMutationVariables>;
export const SubmitFollowUpResponsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFollowUpResponses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"responses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUpResponseInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFollowUpResponses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"responses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"responses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"caseStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}}]} as unknown as DocumentNode<SubmitFollowUpResponsesMutation, SubmitFollowUpResponsesMutationVariables>;
export const SubmitSignedDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSignedDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSignedDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requestorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDateTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"malware"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"businessArea"}},{"kind":"Field","name":{"kind":"Name","value":"isDeathPension"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestSource"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlineRequestName"}},{"kind":"Field","name":{"kind":"Name","value":"subprocessName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessVenture"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"sla"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"payload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"followUpIds"}},{"kind":"Field","name":{"kind":"Name","value":"authorisers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"followUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"requestReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"respondedDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"requestWhy"}},{"kind":"Field","name":{"kind":"Name","value":"requestWhat"}},{"kind":"Field","name":{"kind":"Name","value":"requestReturnMethod"}},{"kind":"Field","name":{"kind":"Name","value":"responseContent"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnline"}},{"kind":"Field","name":{"kind":"Name","value":"responseExpectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorisers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"authoriserName"}},{"kind":"Field","name":{"kind":"Name","value":"authorisationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireBy"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"malwareFileNames"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]} as unknown as DocumentNode<SubmitSignedDocumentMutation, SubmitSignedDocumentMutationVariables>;
export const GetRequestClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRequestClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}}]}}]}}]} as unknown as DocumentNode<GetRequestClientsQuery, GetRequestClientsQueryVariables>;
export const GetRequestAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRequestAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"businessArea"}}]}}]}}]} as unknown as DocumentNode<GetRequestAccountsQuery, GetRequestAccountsQueryVariables>;
export const GetRequestCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRequestCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"businessArea"}},{"kind":"Field","name":{"kind":"Name","value":"subCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"process"}},{"kind":"Field","name":{"kind":"Name","value":"subprocess"}}]}}]}}]}}]} as unknown as DocumentNode<GetRequestCategoriesQuery, GetRequestCategoriesQueryVariables>;
export const GetRequestValidationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRequestValidations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestValidations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subCategoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}}]}}]} as unknown as DocumentNode<GetRequestValidationsQuery, GetRequestValidationsQueryVariables>;
export const CreateCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"isGeneralRequestType"}},{"kind":"Field","name":{"kind":"Name","value":"createdDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"sla"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<CreateCaseMutation, CreateCaseMutationVariables>;
export const GetCaseDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCaseDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"intentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requestorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDateTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"malware"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"businessArea"}},{"kind":"Field","name":{"kind":"Name","value":"isDeathPension"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestSource"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlineRequestName"}},{"kind":"Field","name":{"kind":"Name","value":"subprocessName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessVenture"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"sla"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"payload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"followUpIds"}},{"kind":"Field","name":{"kind":"Name","value":"authorisers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"followUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"requestReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"respondedDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"requestWhy"}},{"kind":"Field","name":{"kind":"Name","value":"requestWhat"}},{"kind":"Field","name":{"kind":"Name","value":"requestReturnMethod"}},{"kind":"Field","name":{"kind":"Name","value":"responseContent"}},{"kind":"Field","name":{"kind":"Name","value":"visibleOnline"}},{"kind":"Field","name":{"kind":"Name","value":"responseExpectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorisers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"authoriserName"}},{"kind":"Field","name":{"kind":"Name","value":"authorisationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireBy"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"malwareFileNames"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]} as unknown as DocumentNode<GetCaseDetailsQuery, GetCaseDetailsQueryVariables>;
export const GetCaseFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCaseFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseInitiators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currentUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseRequestNames"}}]}}]} as unknown as DocumentNode<GetCaseFilterOptionsQuery, GetCaseFilterOptionsQueryVariables>;
export const GetCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"requestName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requestorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDateTime"}}]}}]} as unknown as DocumentNode<GetCasesQuery, GetCasesQueryVariables>;
export const GetRequestsInProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRequestsInProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InitiatedBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestsInProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"initiatedBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestInProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestInProgressFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"pill"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestType"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"requestorName"}},{"kind":"Field","name":{"kind":"Name","value":"requestCreatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseStatusFields"}}]}}]}}]} as unknown as DocumentNode<GetRequestsInProgressQuery, GetRequestsInProgressQueryVariables>;
export const StartScreenShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartScreenShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startScreenShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"assistNumber"}}]}}]}}]} as unknown as DocumentNode<StartScreenShareMutation, StartScreenShareMutationVariables>;
export const EndScreenShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndScreenShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logout"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endScreenShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"logout"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logout"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"}}]}}]}}]} as unknown as DocumentNode<EndScreenShareMutation, EndScreenShareMutationVariables>;
export const SendScreenShareEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendScreenShareEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendScreenShareEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}}]}]}}]} as unknown as DocumentNode<SendScreenShareEventsMutation, SendScreenShareEventsMutationVariables>;
export const ScreenShareEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScreenShareEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screenShareEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"control"}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ScreenShareEventsSubscription, ScreenShareEventsSubscriptionVariables>;
export const ScreenShareLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenShareLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}}]}}]}}]} as unknown as DocumentNode<ScreenShareLinksQuery, ScreenShareLinksQueryVariables>;
export const AccountFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"dealerRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adviserCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityKey"}},{"kind":"Field","name":{"kind":"Name","value":"dealerCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"adviserName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AccountFilterOptionsQuery, AccountFilterOptionsQueryVariables>;
export const SearchAccountResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAccountResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"adviserCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountCreated"}},{"kind":"Field","name":{"kind":"Name","value":"closedDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SearchAccountResultsQuery, SearchAccountResultsQueryVariables>;
export const SearchGroupResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchGroupResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapGroupSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupType"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"businessVentureId"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]}}]} as unknown as DocumentNode<SearchGroupResultsQuery, SearchGroupResultsQueryVariables>;
export const GetRecentPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRecentPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"RecentAccounts","block":false},{"kind":"StringValue","value":"RecentWrapGroups","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetRecentPreferencesQuery, GetRecentPreferencesQueryVariables>;
export const GetRecentAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRecentAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountsByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}}]} as unknown as DocumentNode<GetRecentAccountsQuery, GetRecentAccountsQueryVariables>;
export const SearchAccountsDropdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAccountsDropdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountStatus"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"accountStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountStatus"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"balancesAsAt"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"accountProduct"}},{"kind":"Field","name":{"kind":"Name","value":"accountBalance"}},{"kind":"Field","name":{"kind":"Name","value":"isNewAccount"}}]}}]} as unknown as DocumentNode<SearchAccountsDropdownQuery, SearchAccountsDropdownQueryVariables>;
export const SearchClientsDropdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchClientsDropdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SearchClientsDropdownQuery, SearchClientsDropdownQueryVariables>;
export const SearchWrapGroupsDropdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchWrapGroupsDropdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapGroupSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrapGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<SearchWrapGroupsDropdownQuery, SearchWrapGroupsDropdownQueryVariables>;
export const GetRecentWrapGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRecentWrapGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrapGroupsByCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrapGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"accountGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<GetRecentWrapGroupsQuery, GetRecentWrapGroupsQueryVariables>;
export const TrackingContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackingContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackingContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mac"}}]}}]}}]} as unknown as DocumentNode<TrackingContextQuery, TrackingContextQueryVariables>;
export const TrackingHeartbeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackingHeartbeat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackingHeartbeat"}}]}}]} as unknown as DocumentNode<TrackingHeartbeatQuery, TrackingHeartbeatQueryVariables>;
export const SendTrackingLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTrackingLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logs"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTrackingLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<SendTrackingLogsMutation, SendTrackingLogsMutationVariables>;
export const ReportTrackingHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportTrackingHealth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jsStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportTrackingHealth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jsStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jsStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerSessionId"}}}]}]}}]} as unknown as DocumentNode<ReportTrackingHealthMutation, ReportTrackingHealthMutationVariables>;
export const GetWhatsNewViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetWhatsNewViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"supportedBrandProducts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"whats-new-dismissed-groups","block":false},{"kind":"StringValue","value":"behavioural-intercept-feedback","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetWhatsNewViewerQuery, GetWhatsNewViewerQueryVariables>;
export const SetWhatsNewPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWhatsNewPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SetWhatsNewPreferenceMutation, SetWhatsNewPreferenceMutationVariables>;
export const SendFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const GetErrorUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetErrorUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]}}]} as unknown as DocumentNode<GetErrorUrlQuery, GetErrorUrlQueryVariables>;
export const GetLoginUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLoginUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"goTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}}}]}]}}]}}]} as unknown as DocumentNode<GetLoginUrlQuery, GetLoginUrlQueryVariables>;
export const GetLogoutUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLogoutUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutReason"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]}}]} as unknown as DocumentNode<GetLogoutUrlQuery, GetLogoutUrlQueryVariables>;
export const GetViewerUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetViewerUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mac"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"greeting"}}]}}]}}]} as unknown as DocumentNode<GetViewerUserQuery, GetViewerUserQueryVariables>;
export const RenewSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiresIn"}}]}}]}}]} as unknown as DocumentNode<RenewSessionMutation, RenewSessionMutationVariables>;
export const FirstVisitLoginUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstVisitLoginUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}}},{"kind":"Argument","name":{"kind":"Name","value":"goTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"goTo"}}}]}]}}]}}]} as unknown as DocumentNode<FirstVisitLoginUrlQuery, FirstVisitLoginUrlQueryVariables>;
export const GetFavouriteAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFavouriteAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"FavouriteAccounts","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetFavouriteAccountsQuery, GetFavouriteAccountsQueryVariables>;
export const SetFavouriteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFavouriteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFavouriteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"favourite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favourite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SetFavouriteAccountMutation, SetFavouriteAccountMutationVariables>;
export const RecordRecentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordRecent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRecent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<RecordRecentMutation, RecordRecentMutationVariables>;
export const GetHomepageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetHomepage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"Homepage","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetHomepageQuery, GetHomepageQueryVariables>;
export const GetAuthenticatorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAuthenticatorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<GetAuthenticatorStatusQuery, GetAuthenticatorStatusQueryVariables>;
export const GetPreviewShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPreviewShell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewShell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"redDot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistNumber"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"cashBadges"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccess"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sideNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyOverrides"}},{"kind":"Field","name":{"kind":"Name","value":"idle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countdownSeconds"}}]}}]}}]} as unknown as DocumentNode<GetPreviewShellQuery, GetPreviewShellQueryVariables>;
export const GetShellPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetShellPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"AoSideNavPinned","block":false},{"kind":"StringValue","value":"DismissedPopovers","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<GetShellPreferencesQuery, GetShellPreferencesQueryVariables>;
export const GetShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetShell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrides"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlagOverride"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"overrides"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrides"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"exact"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectBadge"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"disabledWhen"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"popover"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedLabel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loginBadge"}},{"kind":"Field","name":{"kind":"Name","value":"childBadge"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"redDot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistNumber"}},{"kind":"Field","name":{"kind":"Name","value":"helpLinks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"cashBadges"}},{"kind":"Field","name":{"kind":"Name","value":"wrapAccess"}},{"kind":"Field","name":{"kind":"Name","value":"cashAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sideNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plugins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyOverrides"}},{"kind":"Field","name":{"kind":"Name","value":"idle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idleSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countdownSeconds"}}]}}]}}]} as unknown as DocumentNode<GetShellQuery, GetShellQueryVariables>;
export const SetPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SetPreferenceMutation, SetPreferenceMutationVariables>;
export const GetHeaderAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetHeaderAvatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilePicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<GetHeaderAvatarQuery, GetHeaderAvatarQueryVariables>;