import { graphql } from '@kit/gql';

export const CANCEL_CASE = graphql(`
  mutation CancelCase($intentId: ID!) {
    cancelCase(intentId: $intentId) {
      intentId
      status {
        ...CaseStatusFields
      }
    }
  }
`);

export const RESEND_AUTHORISATION = graphql(`
  mutation ResendAuthorisation($intentId: ID!, $activityId: ID!) {
    resendAuthorisation(intentId: $intentId, activityId: $activityId) {
      outcome
      message
    }
  }
`);

export const ATTACH_CASE_DOCUMENTS = graphql(`
  mutation AttachCaseDocuments($intentId: ID!, $files: [CaseFileInput!]!) {
    attachCaseDocuments(intentId: $intentId, files: $files) {
      documents {
        ...CaseDocumentFields
      }
      malwareFileNames
    }
  }
`);

export const SUBMIT_FOLLOW_UP_RESPONSES = graphql(`
  mutation SubmitFollowUpResponses($intentId: ID!, $responses: [FollowUpResponseInput!]!) {
    submitFollowUpResponses(intentId: $intentId, responses: $responses) {
      caseId
      caseStatus {
        ...CaseStatusFields
      }
    }
  }
`);

export const SUBMIT_SIGNED_DOCUMENT = graphql(`
  mutation SubmitSignedDocument($intentId: ID!, $file: CaseFileInput!) {
    submitSignedDocument(intentId: $intentId, file: $file) {
      ...CaseDetailsFields
    }
  }
`);
