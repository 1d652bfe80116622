import { graphql } from '@kit/gql';

export const CASE_DOCUMENT_FIELDS = graphql(`
  fragment CaseDocumentFields on CaseDocument {
    documentId
    documentName
    contentType
    size
    uploadedAt
    malware
  }
`);

export const CASE_DETAILS_FIELDS = graphql(`
  fragment CaseDetailsFields on CaseDetails {
    case {
      ...CaseRowFields
      accounts {
        accountNumber
        accountName
        productDescription
        adviserCode
        dealerCode
        adviserName
        businessArea
        isDeathPension
      }
      requestSource
      approvalId
      fulfillmentId
    }
    onlineRequestName
    subprocessName
    productCode
    businessVenture
    amount
    sla
    eta
    payload {
      kind
      fields {
        key
        value
      }
      rows {
        key
        value
      }
    }
    history {
      type
      status {
        ...CaseStatusFields
      }
      timestamp
      followUpIds
      authorisers
    }
    followUps {
      id
      status
      requestType
      requestReason
      requestedBy
      respondedBy
      requestedDateTime
      respondedDateTime
      requestWhy
      requestWhat
      requestReturnMethod
      responseContent
      visibleOnline
      responseExpectedDate
      documents {
        documentId
        documentName
      }
    }
    authorisers {
      activityId
      authoriserName
      authorisationLevel
      roleType
      status
      updatedAt
      expireBy
      errors
    }
    documents {
      ...CaseDocumentFields
    }
    malwareFileNames
    cancellable
  }
`);

export const GET_CASE_DETAILS = graphql(`
  query GetCaseDetails($intentId: ID!) {
    caseDetails(intentId: $intentId) {
      ...CaseDetailsFields
    }
  }
`);
