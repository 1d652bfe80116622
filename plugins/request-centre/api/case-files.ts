import { graphql } from '@kit/gql';

export const GET_CASE_DOCUMENT_FILE = graphql(`
  query GetCaseDocumentFile($intentId: ID!, $documentId: ID!) {
    caseDocumentFile(intentId: $intentId, documentId: $documentId) {
      fileName
      contentType
      base64
    }
  }
`);

export const GET_CASE_SIGN_DOCUMENT = graphql(`
  query GetCaseSignDocument($intentId: ID!) {
    caseSignDocument(intentId: $intentId) {
      fileName
      contentType
      base64
    }
  }
`);
