import { graphql } from '@kit/gql';

export const APPLICATION_FIELDS = graphql(`
  fragment ApplicationFields on AccountApplication {
    id
    product
    status
    step
    adviserName
    adviserCode
    createdBy
    clientName
    client {
      contactId
      newClient {
        firstName
        lastName
        dateOfBirth
        street
        suburb
        state
        postcode
        email
        mobile
        tfnStatus
        tfnLastDigits
      }
    }
    options {
      amount
      statementFrequency
      termMonths
      interestPayment
      maturityInstruction
      investmentMenu
      pensionFrequency
    }
    linkedAccount {
      bsb
      accountNumber
      accountName
    }
    adviserFee {
      ongoingType
      ongoingPercent
      ongoingDollars
      upfront
    }
    createdAt
    updatedAt
    submittedAt
    sentAt
    sends
    signedAt
    decidedAt
    decisionNote
    expiresAt
    accountNumber
    documents {
      id
      name
      size
      uploadedAt
      uploadedBy
    }
    canAct
  }
`);

export const GET_TILES = graphql(`
  query GetOpenAccountTiles {
    openAccountProducts {
      product
      adviserFee
      minAmount
      maxAmount
      amountRequired
      minAge
    }
    canStartAccountApplication
  }
`);

export const GET_APPLICATIONS = graphql(`
  query GetAccountApplications($statuses: [ApplicationStatus!]) {
    accountApplications(statuses: $statuses) {
      ...ApplicationFields
    }
  }
`);

export const GET_APPLICATION = graphql(`
  query GetAccountApplication($id: ID!) {
    accountApplication(id: $id) {
      ...ApplicationFields
    }
    openAccountProducts {
      product
      adviserFee
      minAmount
      maxAmount
      amountRequired
      minAge
    }
  }
`);

export const START_APPLICATION = graphql(`
  mutation StartAccountApplication($product: OpenAccountProduct!) {
    startAccountApplication(product: $product) {
      id
    }
  }
`);

export const SAVE_APPLICATION = graphql(`
  mutation SaveAccountApplication($id: ID!, $draft: ApplicationDraftInput!) {
    saveAccountApplication(id: $id, draft: $draft) {
      ...ApplicationFields
    }
  }
`);

export const SUBMIT_APPLICATION = graphql(`
  mutation SubmitAccountApplication($id: ID!, $key: String!) {
    submitAccountApplication(id: $id, idempotencyKey: $key) {
      ...ApplicationFields
    }
  }
`);

export const CANCEL_APPLICATION = graphql(`
  mutation CancelAccountApplication($id: ID!) {
    cancelAccountApplication(id: $id) {
      ...ApplicationFields
    }
  }
`);

export const RESEND_APPLICATION = graphql(`
  mutation ResendAccountApplication($id: ID!) {
    resendAccountApplication(id: $id) {
      ...ApplicationFields
    }
  }
`);

export const UPLOAD_DOCUMENTS = graphql(`
  mutation UploadApplicationDocuments($id: ID!, $files: [ApplicationFileInput!]!) {
    uploadApplicationDocuments(id: $id, files: $files) {
      ...ApplicationFields
    }
  }
`);

export const SEARCH_CLIENTS = graphql(`
  query SearchApplicationClients($query: String!) {
    clientSearch(query: $query, first: 10) {
      nodes {
        contactId
        displayName
        suburb
        status
      }
    }
  }
`);
