import { graphql } from '@kit/gql';

export const GET_REQUESTS_IN_PROGRESS = graphql(`
  query GetRequestsInProgress($initiatedBy: InitiatedBy) {
    requestsInProgress(initiatedBy: $initiatedBy) {
      awaiting {
        ...RequestInProgressFields
      }
      inProgress {
        ...RequestInProgressFields
      }
    }
  }
`);

export const REQUEST_IN_PROGRESS_FIELDS = graphql(`
  fragment RequestInProgressFields on RequestInProgress {
    requestType
    requestId
    approvalId
    requestorName
    requestCreatedDatetime
    status {
      ...CaseStatusFields
    }
  }
`);
