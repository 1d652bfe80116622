// The case fields every Request Centre view shares: the status as the gateway shows it, and a list row.
import { graphql } from '@kit/gql';

export const CASE_STATUS_FIELDS = graphql(`
  fragment CaseStatusFields on CaseStatus {
    code
    display
    label
    pill
    secondaryLabel
  }
`);

export const CASE_ROW_FIELDS = graphql(`
  fragment CaseRowFields on Case {
    intentId
    caseId
    requestName
    description
    requestorName
    status {
      ...CaseStatusFields
    }
    accounts {
      accountNumber
      accountName
      productDescription
    }
    createdDateTime
    updatedDateTime
  }
`);
